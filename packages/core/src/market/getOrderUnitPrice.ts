import type BigNumber from 'bignumber.js'
import { getRatio } from '../math/getRatio.js'

export type GetOrderUnitPriceParameters = {
  /** Tick0 sold, base units. */
  readonly amount0: bigint
  /** Total price in tick1, base units. */
  readonly amount1: bigint
  /** Decimals of tick0 / tick1 (default 8, the drc-20 default). */
  readonly decimals0?: number
  readonly decimals1?: number
}

/**
 * Price of ONE whole tick0 in whole tick1 (e.g. DOGE per token):
 * `(amount1 / 10^d1) / (amount0 / 10^d0)`, a display ratio.
 */
export function getOrderUnitPrice({
  amount0,
  amount1,
  decimals0 = 8,
  decimals1 = 8,
}: GetOrderUnitPriceParameters): BigNumber {
  const scale0 = 10n ** BigInt(decimals0)
  const scale1 = 10n ** BigInt(decimals1)
  return getRatio(amount1 * scale0, amount0 * scale1)
}
