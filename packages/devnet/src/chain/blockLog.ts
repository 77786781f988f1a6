import {
  appendFileSync,
  existsSync,
  mkdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { join } from 'node:path'
import { parseTagged, stringifyTagged } from '../codec/taggedJson.js'
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
  readonly append: (block: Block) => void
}

export const BLOCK_LOG_FILE = 'blocks.jsonl'

/**
 * `<dataDir>/blocks.jsonl`: a header line, then one block per line (bigints
 * tagged). Opening an existing log with another seed or scale is refused:
 * the blocks only make sense on top of the world they were mined on.
 */
export function openBlockLog({
  dataDir,
  header,
  reset = false,
}: {
  dataDir: string
  header: BlockLogHeader
  reset?: boolean
}): BlockLog {
  mkdirSync(dataDir, { recursive: true })
  const path = join(dataDir, BLOCK_LOG_FILE)
  if (reset) rmSync(path, { force: true })
  if (!existsSync(path)) {
    writeFileSync(path, `${stringifyTagged(header)}\n`)
    return {
      header,
      blocks: [],
      append: (block) => appendFileSync(path, `${stringifyTagged(block)}\n`),
    }
  }
  const lines = readFileSync(path, 'utf8').split('\n')
  const first = lines[0]
  if (!first) throw new Error(`${path}: missing header`)
  const stored = parseTagged<BlockLogHeader>(first)
  if (stored.seed !== header.seed || stored.scale !== header.scale) {
    throw new Error(
      `${path} was made with seed ${stored.seed} / scale ${stored.scale}; ` +
        'start with --reset to begin a new world',
    )
  }
  const blocks: Block[] = []
  for (let i = 1; i < lines.length; i++) {
    const line = lines[i]
    if (!line) continue
    try {
      blocks.push(parseTagged<Block>(line))
    } catch (error) {
      // A torn last line (crash mid-write) is dropped; anything else is fatal.
      if (i < lines.length - 2) throw error
      writeFileSync(
        path,
        `${[first, ...blocks.map((b) => stringifyTagged(b))].join('\n')}\n`,
      )
      break
    }
  }
  return {
    header: stored,
    blocks,
    append: (block) => appendFileSync(path, `${stringifyTagged(block)}\n`),
  }
}
