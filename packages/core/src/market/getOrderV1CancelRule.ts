import type { OrderV1Amounts } from './getOrderV1Fill.js'

export type GetOrderV1CancelRuleParameters = OrderV1Amounts & {
  /** The listing's maker (`holder_address` of the listing). */
  readonly maker: string
  /** The connected address, if any. */
  readonly address?: string
}

export type OrderV1CancelRule = {
  /** Tick0 still in escrow (`A0 − F0`): what a cancel can take. */
  readonly remaining: bigint
  /**
   * Whether ANY address can cancel the listing and receive its escrow: true
   * while anything remains. The indexer never compares the canceller with
   * the maker (docs/protocol.md §8.4), so makers must be warned when they list.
   */
  readonly cancellableByAnyone: boolean
  /** Offer "cancel" in the UI: only to the maker, only while open. */
  readonly offerCancel: boolean
  /** The cancel payload's `amt0`: the whole remainder (0 when closed). */
  readonly cancelAmount: bigint
}

/**
 * The order-v1 cancel rule for a listing (docs/protocol.md §8.4, §15): a cancel
 * moves `amt0` of tick0 from escrow **to the cancelling address**, with no
 * owner check, so anyone can empty an open listing's escrow into their own
 * wallet. The product offers cancel only to the maker, for the remainder,
 * and warns makers (`cancellableByAnyone`) before they list.
 *
 * @example getOrderV1CancelRule({ amount0: 10n, amount1: 5n, filled0: 4n, maker: 'D1', address: 'D2' })
 * // { remaining: 6n, cancellableByAnyone: true, offerCancel: false, cancelAmount: 6n }
 */
export function getOrderV1CancelRule({
  amount0,
  filled0,
  maker,
  address,
}: GetOrderV1CancelRuleParameters): OrderV1CancelRule {
  if (amount0 <= 0n || filled0 < 0n)
    throw new RangeError('getOrderV1CancelRule: invalid listing amounts')
  const remaining = amount0 > filled0 ? amount0 - filled0 : 0n
  const open = remaining > 0n
  return {
    remaining,
    cancellableByAnyone: open,
    offerCancel: open && address !== undefined && address === maker,
    cancelAmount: remaining,
  }
}
