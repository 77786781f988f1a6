import type { BigNumber } from 'bignumber.js'
import { assertDecimals } from './assertDecimals.js'
import { Decimal } from './decimal.js'

/** Parameters of {@link getPrice}: two amounts in base units with their decimals. */
export type GetPriceParameters = {
  /** Amount of the base token (the one priced), in base units. */
  readonly amountBase: bigint
  readonly decimalsBase: number
  /** Amount of the quote token (the one the price is in), in base units. */
  readonly amountQuote: bigint
  readonly decimalsQuote: number
}

/**
 * Price of one display unit of the base token in display units of the
 * quote token:
 * `(amountQuote / 10^decimalsQuote) / (amountBase / 10^decimalsBase)`.
 * The division keeps 36 decimals, rounded toward zero. For a pool, pass the
 * reserves; for an order, the amounts. `NaN` when `amountBase` is 0 (no
 * price) or either amount is negative.
 *
 * @example getPrice({ amountBase: 2n, decimalsBase: 0, amountQuote: 300_000_000n, decimalsQuote: 8 }).toString() // '1.5'
 */
export function getPrice({
  amountBase,
  decimalsBase,
  amountQuote,
  decimalsQuote,
}: GetPriceParameters): BigNumber {
  assertDecimals(decimalsBase)
  assertDecimals(decimalsQuote)
  if (amountBase <= 0n || amountQuote < 0n) return new Decimal(Number.NaN)
  return new Decimal(amountQuote.toString())
    .shiftedBy(decimalsBase - decimalsQuote)
    .div(amountBase.toString())
}
