import {
  appendFileSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { stringifyTagged } from '../codec/taggedJson.js'
import { computeBlockHash } from './blockHash.js'
import {
  BLOCK_LOG_FILE,
  type BlockLogHeader,
  openBlockLog,
} from './blockLog.js'
import type { Block } from './types.js'

const dirs: string[] = []
afterEach(() => {
  for (const dir of dirs.splice(0))
    rmSync(dir, { recursive: true, force: true })
})

const header: BlockLogHeader = {
  kind: 'header',
  version: 1,
  seed: 1,
  scale: 'empty',
  genesisTime: 0,
}
const origin = { height: 100, hash: 'g'.repeat(64) }

function chain(count: number): Block[] {
  const blocks: Block[] = []
  let previous = origin
  for (let i = 0; i < count; i++) {
    const height = previous.height + 1
    const hash = computeBlockHash(previous.hash, height, [])
    blocks.push({ height, hash, time: height, txs: [] })
    previous = { height, hash }
  }
  return blocks
}

/** A data dir whose log holds these lines (each with its newline). */
function logWith(lines: readonly string[], tail = '\n'): string {
  const dir = mkdtempSync(join(tmpdir(), 'devnet-log-'))
  dirs.push(dir)
  writeFileSync(join(dir, BLOCK_LOG_FILE), `${lines.join('\n')}${tail}`)
  return dir
}

const line = (value: unknown) => stringifyTagged(value)
const open = (dataDir: string, warn = vi.fn()) =>
  openBlockLog({ dataDir, header, origin, warn })

describe(openBlockLog, () => {
  it('default: replays a log whose heights and hashes follow on', () => {
    const blocks = chain(3)
    const log = open(logWith([line(header), ...blocks.map(line)]))
    expect(log.blocks).toEqual(blocks)
  })

  it.each([
    [
      'a gap in the heights',
      () => {
        const [a, , c] = chain(3)
        return [a, c]
      },
      /blocks\.jsonl:3: block 103 after 101/,
    ],
    [
      'a duplicated block',
      () => {
        const [a, b] = chain(2)
        return [a, b, b]
      },
      /blocks\.jsonl:4: block 102 again/,
    ],
    [
      'a block whose hash does not follow',
      () => {
        const [a, b] = chain(2) as [Block, Block]
        return [a, { ...b, hash: 'f'.repeat(64) }]
      },
      /blocks\.jsonl:3: block 102 has hash f+, not/,
    ],
    [
      'a block whose transactions were changed',
      () => {
        const [a, b] = chain(2) as [Block, Block]
        return [
          a,
          {
            ...b,
            txs: [
              {
                txHash: 'e'.repeat(64),
                feeTxHash: '',
                feeAddress: '',
                funder: '',
                inputs: [],
                outputs: [],
                networkFee: 0n,
              },
            ],
          },
        ]
      },
      /blocks\.jsonl:3: block 102 has hash/,
    ],
  ])(
    'behavior: %s stops start-up, naming the file and line',
    (_, make, message) => {
      const dir = logWith([line(header), ...make().map(line)])
      expect(() => open(dir)).toThrow(message)
    },
  )

  it('behavior: a bad line in the middle stops start-up', () => {
    const [a, b] = chain(2)
    const dir = logWith([line(header), line(a), '{"height":', line(b)])
    expect(() => open(dir)).toThrow(/blocks\.jsonl:3: not JSON/)
  })

  it('behavior: a complete last line that is bad stops start-up too', () => {
    const [a] = chain(1)
    const dir = logWith([line(header), line(a), '{"height":102'])
    expect(() => open(dir)).toThrow(/blocks\.jsonl:3: not JSON/)
  })

  it('behavior: a torn last line is dropped with a warning and the file rewritten', () => {
    const [a, b] = chain(2) as [Block, Block]
    const dir = logWith([line(header), line(a), line(b).slice(0, 20)], '')
    const warn = vi.fn()
    const log = open(dir, warn)
    expect(log.blocks).toEqual([a])
    expect(warn).toHaveBeenCalledWith(
      expect.stringMatching(/blocks\.jsonl:3: dropped a torn last line/),
    )
    expect(readFileSync(join(dir, BLOCK_LOG_FILE), 'utf8')).toBe(
      `${line(header)}\n${line(a)}\n`,
    )
    // Rewritten through a temp file that is gone once renamed.
    expect(readdirSync(dir)).toEqual([BLOCK_LOG_FILE])
    log.append(b)
    expect(open(dir).blocks).toEqual([a, b])
  })

  it('behavior: appending refuses a duplicate or a gap', () => {
    const [a, b, c] = chain(3) as [Block, Block, Block]
    const log = open(logWith([line(header), line(a)]))
    expect(() => log.append(a)).toThrow(/refused block 101, the next is 102/)
    expect(() => log.append(c)).toThrow(/refused block 103/)
    log.append(b)
  })

  it('behavior: a last line without its newline is kept and the newline restored', () => {
    const [a, b] = chain(2) as [Block, Block]
    const dir = logWith([line(header), line(a)], '')
    open(dir).append(b)
    expect(open(dir).blocks).toEqual([a, b])
  })

  it('behavior: another seed is refused at line 1', () => {
    const dir = logWith([line({ ...header, seed: 2 })])
    expect(() => open(dir)).toThrow(/blocks\.jsonl:1: made with seed 2/)
  })

  it('behavior: appends go to the end of an existing log', () => {
    const [a, b] = chain(2) as [Block, Block]
    const dir = logWith([line(header)])
    const log = open(dir)
    log.append(a)
    appendFileSync(join(dir, 'other'), '')
    log.append(b)
    expect(open(dir).blocks).toEqual([a, b])
  })
})
