import type { IndexerState, TokenRow } from '../../indexer/state.js'
import type { HttpReply } from '../envelope.js'
import { insertionPoint } from './insertionPoint.js'
import { writeV3TokenRow, writeV4TokenRow } from './tokenRows.js'

/**
 * The token list, kept serialised between blocks.
 *
 * A block changes a few token rows out of tens of thousands, so the list
 * keeps each token's row as JSON bytes and writes it again only when its row
 * or its holder counts changed. Changes are found by walking the state's
 * three maps (tokens, holder counts, balance rows) beside a copy of what
 * they held at the last block, in their own order: a walk compares pointers
 * and numbers, no lookups. Whole-list answers go out as chunks of 500 rows
 * kept as bytes; a chunk is written again only when one of its rows
 * changed. Chunks are counted from the oldest token, so a new deploy, which
 * sorts first, leaves every full chunk as it was.
 */

/** The three serialised forms of a token row. */
export type TokenFormat =
  /** S3-Token of `v3/drc20/all`. */
  | 'v3'
  /** S-Drc20Token, socials blanked when unverified. */
  | 'v4'
  /** S-Drc20Token with the socials of unverified tokens kept. */
  | 'v4Reveal'

const FORMATS: readonly TokenFormat[] = ['v3', 'v4', 'v4Reveal']

export type TokenList = {
  readonly state: IndexerState
  /** The content origin logos on it are served from (fixed per server). */
  readonly contentUrl: string
  /** Ticks by deploy height desc, then tick asc: the route order. */
  readonly byDeploy: readonly string[]
  /** Ticks in ascending order (`search_key` answers in this order). */
  readonly byTick: readonly string[]
}

/** What a map held at the last block, in its iteration order. */
type Snapshot<T> = { keys: string[]; values: T[] }

type Cached = TokenList & {
  key: string
  byDeploy: string[]
  byTick: string[]
  /** Position of each tick counted from the end of `byDeploy`. */
  rank: Map<string, number>
  tokens: Snapshot<TokenRow>
  holders: Snapshot<number>
  balanceRows: Snapshot<number>
  /** Each row's UTF-8 bytes, per format. */
  texts: Map<string, Partial<Record<TokenFormat, Buffer>>>
  chunks: Record<TokenFormat, Map<number, Buffer>>
}

export const CHUNK_ROWS = 500
const CACHE_KEY = 'tokenList'
/** Above this many new ticks a full sort beats inserting one by one. */
const INSERT_LIMIT = 1000

const byTickAsc = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)
const byDeployDesc = (a: TokenRow, b: TokenRow) =>
  b.deployHeight - a.deployHeight || byTickAsc(a.tick, b.tick)

/**
 * The token list of `state`, brought up to date when the index moved: a
 * block that deploys a few tokens inserts them and forgets the text of the
 * rows it changed; nothing else is sorted or written again.
 */
export function getTokenList(
  state: IndexerState,
  cache: Map<string, unknown>,
  contentUrl: string,
): TokenList {
  let list = cache.get(CACHE_KEY) as Cached | undefined
  if (list?.state !== state || list.contentUrl !== contentUrl) {
    list = {
      state,
      contentUrl,
      key: '',
      byDeploy: [],
      byTick: [],
      rank: new Map(),
      tokens: { keys: [], values: [] },
      holders: { keys: [], values: [] },
      balanceRows: { keys: [], values: [] },
      texts: new Map(),
      chunks: { v3: new Map(), v4: new Map(), v4Reveal: new Map() },
    }
    cache.set(CACHE_KEY, list)
    rebuild(list)
  }
  const key = `${state.height}:${state.tokens.size}`
  if (list.key !== key) {
    update(list)
    list.key = key
  }
  return list
}

/**
 * Walks `map` beside `snapshot`: keys whose value changed go to `changed`,
 * keys added since go to `added` (a Map only appends). Returns false when
 * the keys are no longer the snapshot's followed by new ones (a key was
 * deleted or moved); the caller then starts over.
 */
function walk<V, T>(
  map: ReadonlyMap<string, V>,
  snapshot: Snapshot<T>,
  project: (value: V) => T,
  changed: Set<string>,
  added?: string[],
): boolean {
  const { keys, values } = snapshot
  if (map.size < keys.length) return false
  let i = 0
  for (const [key, value] of map) {
    const now = project(value)
    if (i < keys.length) {
      if (keys[i] !== key) return false
      if (values[i] !== now) {
        values[i] = now
        changed.add(key)
      }
    } else {
      keys.push(key)
      values.push(now)
      changed.add(key)
      added?.push(key)
    }
    i++
  }
  return true
}

function snapshotOf<V, T>(
  map: ReadonlyMap<string, V>,
  project: (value: V) => T,
): Snapshot<T> {
  return { keys: [...map.keys()], values: [...map.values()].map(project) }
}

const same = <T>(value: T) => value
const sizeOf = (m: ReadonlyMap<string, bigint>) => m.size

/** Everything from scratch: the first request, or a tick deleted. */
function rebuild(list: Cached): void {
  const { state } = list
  list.tokens = snapshotOf(state.tokens, same)
  list.holders = snapshotOf(state.holders, same)
  list.balanceRows = snapshotOf(state.balances, sizeOf)
  list.byDeploy = [...state.tokens.values()]
    .sort(byDeployDesc)
    .map((r) => r.tick)
  list.byTick = [...state.tokens.keys()].sort(byTickAsc)
  list.rank = new Map()
  setRanks(list, list.byDeploy.length)
  list.texts.clear()
  for (const format of FORMATS) list.chunks[format].clear()
}

/** Ranks of the first `count` positions (the ones an insert moved). */
function setRanks(list: Cached, count: number): void {
  const n = list.byDeploy.length
  for (let pos = 0; pos < count; pos++) {
    list.rank.set(list.byDeploy[pos] as string, n - 1 - pos)
  }
}

/** Forgets the kept bytes of every chunk from `rank` to the newest. */
function dropChunksFrom(list: Cached, rank: number): void {
  const first = Math.floor(rank / CHUNK_ROWS)
  for (const format of FORMATS) {
    for (const index of list.chunks[format].keys()) {
      if (index >= first) list.chunks[format].delete(index)
    }
  }
}

function update(list: Cached): void {
  const { state } = list
  const changed = new Set<string>()
  const added: string[] = []
  if (
    !walk(state.tokens, list.tokens, same, changed, added) ||
    !walk(state.holders, list.holders, same, changed) ||
    !walk(state.balances, list.balanceRows, sizeOf, changed) ||
    added.length > INSERT_LIMIT
  ) {
    rebuild(list)
    return
  }
  // A block deploys a few tokens: each goes in by binary search. Deploys
  // sort first, so only the newest positions move.
  const height = (tick: string) => state.tokens.get(tick)?.deployHeight ?? 0
  for (const tick of added) {
    const at = insertionPoint(
      list.byDeploy,
      tick,
      (a, b) => height(a) > height(b) || (height(a) === height(b) && a < b),
    )
    list.byDeploy.splice(at, 0, tick)
    setRanks(list, at + 1)
    dropChunksFrom(list, list.byDeploy.length - 1 - at)
    list.byTick.splice(
      insertionPoint(list.byTick, tick, (a, b) => a < b),
      0,
      tick,
    )
  }
  for (const tick of changed) {
    list.texts.delete(tick)
    const rank = list.rank.get(tick)
    if (rank === undefined) continue
    const index = Math.floor(rank / CHUNK_ROWS)
    for (const format of FORMATS) list.chunks[format].delete(index)
  }
}

function textOf(list: Cached, tick: string, format: TokenFormat): Buffer {
  let texts = list.texts.get(tick)
  const cached = texts?.[format]
  if (cached !== undefined) return cached
  if (!texts) {
    texts = {}
    list.texts.set(tick, texts)
  }
  const { state, contentUrl } = list
  const row = state.tokens.get(tick) as TokenRow
  let text: Buffer
  if (format === 'v3') {
    text = Buffer.from(writeV3TokenRow(state, row, contentUrl))
  } else if (format === 'v4' || row.isCheck === 1) {
    text = Buffer.from(writeV4TokenRow(state, row, false, contentUrl))
  } else {
    // Unverified: revealing changes the row only when it has socials.
    text = Object.values(row.socials).some((v) => v !== '')
      ? Buffer.from(writeV4TokenRow(state, row, true, contentUrl))
      : textOf(list, tick, 'v4')
  }
  texts[format] = text
  return text
}

const COMMA = Buffer.from(',')

/** The JSON text of `ticks`' rows, comma-separated, as UTF-8 bytes. */
export function writeTokenRows(
  list: TokenList,
  ticks: readonly string[],
  format: TokenFormat,
): Buffer {
  const parts: Buffer[] = []
  for (const tick of ticks) {
    if (parts.length > 0) parts.push(COMMA)
    parts.push(textOf(list as Cached, tick, format))
  }
  return Buffer.concat(parts)
}

/**
 * `writeTokenRows` in parts of at most a chunk's rows (a search can match
 * every token; parts keep each copy small).
 */
export function writeTokenParts(
  list: TokenList,
  ticks: readonly string[],
  format: TokenFormat,
): Buffer[] {
  const parts: Buffer[] = []
  for (let i = 0; i < ticks.length; i += CHUNK_ROWS) {
    if (i > 0) parts.push(COMMA)
    parts.push(writeTokenRows(list, ticks.slice(i, i + CHUNK_ROWS), format))
  }
  return parts
}

function chunkBytes(
  list: Cached,
  format: TokenFormat,
  index: number,
  start: number,
): Buffer {
  const chunks = list.chunks[format]
  const hit = chunks.get(index)
  if (hit) return hit
  const bytes = writeTokenRows(
    list,
    list.byDeploy.slice(start, start + CHUNK_ROWS),
    format,
  )
  chunks.set(index, bytes)
  return bytes
}

/**
 * Rows `start` to `end` (exclusive) of the route order, comma-separated, as
 * parts to send one after the other: whole chunks as their kept bytes, the
 * rest joined from the rows' bytes.
 */
export function writeTokenRange(
  list: TokenList,
  start: number,
  end: number,
  format: TokenFormat,
): Buffer[] {
  const cached = list as Cached
  const n = cached.byDeploy.length
  const parts: Buffer[] = []
  let pos = Math.max(0, start)
  const stop = Math.min(end, n)
  while (pos < stop) {
    // Chunk `index` holds positions [n - (index + 1) × size, n - index × size).
    const index = Math.floor((n - 1 - pos) / CHUNK_ROWS)
    const chunkStart = n - (index + 1) * CHUNK_ROWS
    const chunkEnd = n - index * CHUNK_ROWS
    if (parts.length > 0) parts.push(COMMA)
    if (pos === chunkStart && chunkEnd <= stop) {
      parts.push(chunkBytes(cached, format, index, chunkStart))
      pos = chunkEnd
      continue
    }
    const to = Math.min(stop, chunkEnd)
    parts.push(writeTokenRows(list, cached.byDeploy.slice(pos, to), format))
    pos = to
  }
  return parts
}

/** A success envelope around rows already written as JSON text. */
export function rowsReply(
  rows: readonly (string | Buffer)[],
  total: number,
): HttpReply {
  return {
    status: 200,
    body: undefined,
    parts: [
      '{"code":200,"msg":"success","data":[',
      ...rows,
      `],"total":${total}}`,
    ],
  }
}
