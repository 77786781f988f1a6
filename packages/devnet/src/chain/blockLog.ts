import { existsSync, mkdirSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { computeBlockHash } from './blockHash.js'
import {
  appendJsonLine,
  JsonLinesError,
  readJsonLines,
  rewriteJsonLines,
} from './jsonLines.js'
import type { Block } from './types.js'

export type BlockLogHeader = {
  readonly kind: 'header'
  readonly version: 1
  readonly seed: number
  readonly scale: string
  readonly genesisTime: number
  /** Chain-time seconds per mined block (absent in old logs: 60). */
  readonly blockSeconds?: number
}

export type BlockLog = {
  readonly header: BlockLogHeader
  readonly blocks: readonly Block[]
  /** Appends the next block; refuses any other height (a duplicate, a gap). */
  readonly append: (block: Block) => void
}

/** Where the chain starts: the blocks of the log are mined on top of it. */
export type ChainOrigin = {
  /** Height of the genesis block (the first logged block is one above). */
  readonly height: number
  /** Hash of the genesis block (the first logged block's previous hash). */
  readonly hash: string
}

export const BLOCK_LOG_FILE = 'blocks.jsonl'

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function readHeader(value: unknown): BlockLogHeader {
  if (
    !isRecord(value) ||
    value.kind !== 'header' ||
    typeof value.seed !== 'number' ||
    typeof value.scale !== 'string' ||
    typeof value.genesisTime !== 'number'
  ) {
    throw new Error('not a block log header')
  }
  return value as BlockLogHeader
}

/**
 * `<dataDir>/blocks.jsonl`: a header line, then one block per line (bigints
 * tagged). Replay checks every block: the height follows the previous one,
 * and the hash is the one its previous hash, height and transactions give.
 * A bad line stops start-up with the file and line named; only a torn last
 * line (a crash mid-write) is dropped, with a warning, and the file is
 * rewritten atomically without it. Opening a log made with another seed or
 * scale is refused: the blocks only make sense on the world they were
 * mined on.
 */
export function openBlockLog({
  dataDir,
  header,
  origin,
  reset = false,
  warn = (message: string) => console.warn(message),
}: {
  dataDir: string
  header: BlockLogHeader
  origin: ChainOrigin
  reset?: boolean
  warn?: (message: string) => void
}): BlockLog {
  mkdirSync(dataDir, { recursive: true })
  const path = join(dataDir, BLOCK_LOG_FILE)
  if (reset) rmSync(path, { force: true })
  if (!existsSync(path)) rewriteJsonLines(path, [header])
  let previous = origin
  let stored: BlockLogHeader | undefined
  const read = readJsonLines(
    path,
    (value, line): BlockLogHeader | Block => {
      if (line === 1) {
        stored = readHeader(value)
        if (stored.seed !== header.seed || stored.scale !== header.scale) {
          throw new JsonLinesError(
            path,
            line,
            `made with seed ${stored.seed} / scale ${stored.scale}; ` +
              'start with --reset to begin a new world',
          )
        }
        return stored
      }
      const block = value as Block
      if (
        !isRecord(value) ||
        typeof block.height !== 'number' ||
        typeof block.hash !== 'string' ||
        !Array.isArray(block.txs)
      ) {
        throw new Error('not a block')
      }
      if (block.height !== previous.height + 1) {
        throw new Error(
          block.height <= previous.height
            ? `block ${block.height} again (a duplicate is never applied twice)`
            : `block ${block.height} after ${previous.height}: blocks are missing`,
        )
      }
      const hash = computeBlockHash(
        previous.hash,
        block.height,
        block.txs.map((tx) => tx.txHash),
      )
      if (block.hash !== hash) {
        throw new Error(
          `block ${block.height} has hash ${block.hash}, not ${hash}`,
        )
      }
      previous = { height: block.height, hash: block.hash }
      return block
    },
    warn,
  )
  if (stored === undefined) {
    throw new JsonLinesError(path, 1, 'missing header')
  }
  const blocks = read.lines.slice(1).map(({ value }) => value as Block)
  if (read.needsRewrite) rewriteJsonLines(path, [stored, ...blocks])
  let last = previous
  return {
    header: stored,
    blocks,
    append: (block) => {
      if (block.height !== last.height + 1) {
        throw new Error(
          `${path}: refused block ${block.height}, the next is ${last.height + 1}`,
        )
      }
      appendJsonLine(path, block)
      last = { height: block.height, hash: block.hash }
    },
  }
}
