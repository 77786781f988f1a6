import type { FileExchangeOrder } from '../domain/listings.js'

/** An open order-v2 listing of a file. */
export type OpenFileListing = {
  readonly exId: string
  /** The payment tick. */
  readonly tick: string
  /** The price, base units of `tick`. */
  readonly amt: bigint
  readonly seller: string
  readonly createDateMs: number
}

export type FileListingState = {
  /** The open listing, or `null` when the file is not listed. */
  readonly open: OpenFileListing | null
  /**
   * `amt_finish` of each listing the orders show, by `ex_id`: the price
   * once a trade or cancel of it settled, else 0 (docs/api.md §7.9).
   */
  readonly amountFinished: ReadonlyMap<string, bigint>
}

/**
 * A file's listing state from its order-v2 rows (`file-exchange/order`
 * with `file_id`). The listing table itself (`file-exchange/collect`)
 * always fails (docs/api.md §8.12), so `amt_finish` is derived here: a
 * settled `trade` or `cancel` of an `ex_id` closes it. The open listing is
 * the newest settled `create` still at 0.
 *
 * @example getFileListingState([create]) // { open: { exId, tick, amt, … } }
 */
export function getFileListingState(
  orders: readonly FileExchangeOrder[],
): FileListingState {
  const settled = orders.filter((o) => o.status === 'completed')
  const closed = new Set(
    settled.filter((o) => o.op !== 'create').map((o) => o.exId),
  )
  const amountFinished = new Map<string, bigint>()
  let open: OpenFileListing | null = null
  for (const o of settled) {
    if (o.op !== 'create') continue
    const finished = closed.has(o.exId) ? o.amt : 0n
    amountFinished.set(o.exId, finished)
    if (
      finished === 0n &&
      (open === null || o.createDateMs >= open.createDateMs)
    ) {
      open = {
        exId: o.exId,
        tick: o.tick,
        amt: o.amt,
        seller: o.holderAddress,
        createDateMs: o.createDateMs,
      }
    }
  }
  return { open, amountFinished }
}
