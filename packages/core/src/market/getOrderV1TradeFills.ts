import { maxBigInt, minBigInt } from '../math/minMax.js'

export type OrderV1Operation = {
  readonly op: 'trade' | 'cancel'
  /** Only settled rows move the listing; failed and pending rows are skipped. */
  readonly settled: boolean
  /** The row's `amt0`: for a cancel, the tick0 withdrawn. */
  readonly amt0: bigint
  /** The row's `amt1`: for a trade, the tick1 paid. */
  readonly amt1: bigint
}

export type GetOrderV1TradeFillsParameters = {
  /** The listing's original `amt0` (A0) and `amt1` (A1). */
  readonly amount0: bigint
  readonly amount1: bigint
  /** The listing's trade and cancel rows, oldest first (block, then id). */
  readonly operations: readonly OrderV1Operation[]
}

/**
 * The tick0 each order-v1 trade row received, replayed from the listing
 * (docs/protocol.md §8.3, docs/api.md §7.4). The indexer stores a trade
 * row's `amt0` as the inscribed value (normally 0): the amount received is
 * kept only in a revert table no route serves. It is recomputed here with
 * the settlement rule, in order:
 *
 *   get = amt1 × A0 // A1;  if get > A0 − F0: get = A0 − F0;  F0 += get
 *
 * and a settled cancel adds its `amt0` to F0. Returns one value per
 * operation, aligned: the received tick0 for settled trades, 0 otherwise.
 */
export function getOrderV1TradeFills({
  amount0,
  amount1,
  operations,
}: GetOrderV1TradeFillsParameters): readonly bigint[] {
  if (amount0 <= 0n || amount1 <= 0n)
    throw new RangeError('getOrderV1TradeFills: invalid listing amounts')
  let filled0 = 0n
  return operations.map((operation) => {
    if (!operation.settled) return 0n
    if (operation.op === 'cancel') {
      filled0 += operation.amt0
      return 0n
    }
    const remaining = maxBigInt(amount0 - filled0, 0n)
    const received = minBigInt((operation.amt1 * amount0) / amount1, remaining)
    filled0 += received
    return received
  })
}
