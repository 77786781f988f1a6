import type { JournalStatus } from '../activity/journalTypes.js'
import type { IndexerErrorCode } from '../domain/decodeIndexerError.js'
import {
  ACTIVITY_PROTOCOLS,
  type ActivityLeg,
  type ActivityProtocol,
  type ActivityRow,
} from './getActivityRow.js'

/** A journaled submission (the app's pending-operation journal). */
export type JournalActivityInput = {
  readonly txHash: string
  /** The journal's protocol name (`nft/ai` is the nft protocol). */
  readonly protocol: string
  readonly payload: Readonly<Record<string, unknown>>
  /** `not-found`: no indexer row appeared in time (maybe dropped). */
  readonly status: JournalStatus
  readonly submittedAtMs: number
  readonly blockNumber?: number
  readonly errorCode?: IndexerErrorCode
  readonly errInfo?: string
}

function toActivityProtocol(protocol: string): ActivityProtocol | undefined {
  if (protocol === 'nft/ai') return 'nft'
  return (ACTIVITY_PROTOCOLS as readonly string[]).includes(protocol)
    ? (protocol as ActivityProtocol)
    : undefined
}

const text = (value: unknown): string =>
  typeof value === 'string' ? value : ''

const amount = (value: unknown): bigint | undefined =>
  typeof value === 'string' && /^\d{1,80}$/.test(value)
    ? BigInt(value)
    : undefined

/**
 * A journal entry as an activity row: ticks and the amount it pays from
 * the signed payload (the amounts received are the indexer's to say).
 * `undefined` for a protocol the activity does not cover.
 */
export function getJournalActivityRow(
  entry: JournalActivityInput,
): ActivityRow | undefined {
  const protocol = toActivityProtocol(entry.protocol)
  if (!protocol) return undefined
  const p = entry.payload
  const ticks = [text(p.tick), text(p.tick0), text(p.tick1)].filter(
    (t) => t !== '',
  )
  const paidTick = text(p.tick0) || text(p.tick)
  const paid = amount(p.amt0) ?? amount(p.amt)
  const amountsOut: ActivityLeg[] =
    paidTick && paid !== undefined && paid > 0n
      ? [{ tick: paidTick, amount: paid }]
      : []
  return {
    key: `${protocol}:${entry.txHash}:journal`,
    protocol,
    op: text(p.op),
    blockNumber: entry.blockNumber ?? null,
    blockHash: '',
    timeMs: entry.submittedAtMs,
    ticks,
    amountsIn: [],
    amountsOut,
    fee: null,
    status: entry.status,
    errorCode: entry.errorCode ?? null,
    errInfo: entry.errInfo ?? '',
    txHash: entry.txHash,
    subject: text(p.exid) || text(p.ex_id) || text(p.file_id),
    counterparty:
      protocol === 'drc-20' && text(p.op) === 'transfer' && text(p.to) !== ''
        ? { direction: 'to', address: text(p.to) }
        : null,
    rowId: -1,
  }
}

/**
 * Newest first: rows the indexer has not placed in a block (journal
 * entries) on top, then by block height, then by row id, then by key so
 * the order is total.
 */
export function compareActivityRows(a: ActivityRow, b: ActivityRow): number {
  const ha = a.blockNumber ?? Number.POSITIVE_INFINITY
  const hb = b.blockNumber ?? Number.POSITIVE_INFINITY
  if (ha !== hb) return hb > ha ? 1 : -1
  if (a.timeMs !== b.timeMs) return b.timeMs - a.timeMs
  if (a.rowId !== b.rowId) return b.rowId - a.rowId
  return a.key < b.key ? -1 : a.key > b.key ? 1 : 0
}

/**
 * Merges the indexer's rows of every protocol with the local journal, in
 * block order, newest first. A journal entry whose tx the indexer already
 * lists is dropped (the indexer's row is the truth); the others show at
 * once, pending. Rows seen twice (one tx from two queries) are kept once.
 */
export function mergeActivity(
  indexed: readonly ActivityRow[],
  journal: readonly JournalActivityInput[] = [],
): ActivityRow[] {
  const byKey = new Map<string, ActivityRow>()
  for (const row of indexed) byKey.set(row.key, row)
  const indexedTx = new Set(indexed.map((r) => r.txHash))
  for (const entry of journal) {
    if (indexedTx.has(entry.txHash)) continue
    const row = getJournalActivityRow(entry)
    if (row) byKey.set(row.key, row)
  }
  return [...byKey.values()].sort(compareActivityRows)
}

export type ActivityFilter = {
  /** Empty: every protocol. */
  readonly protocols?: readonly ActivityProtocol[]
  /** Empty: every status. */
  readonly statuses?: readonly JournalStatus[]
}

/** Keeps the rows of the chosen protocols and statuses. */
export function filterActivityRows(
  rows: readonly ActivityRow[],
  { protocols = [], statuses = [] }: ActivityFilter,
): ActivityRow[] {
  return rows.filter(
    (r) =>
      (protocols.length === 0 || protocols.includes(r.protocol)) &&
      (statuses.length === 0 || statuses.includes(r.status)),
  )
}
