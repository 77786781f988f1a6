import { err, ok, type Result } from 'neverthrow'
import {
  CURRENT_PROTOCOL,
  type ProtocolParams,
} from '../protocol/protocolParams.js'
import { quoteWrap, type WrapQuote } from './wrapFee.js'

export type ValidateDepositParameters = {
  /** DOGE to wrap, base units. */
  readonly amount: bigint
  /** The wallet's spendable DOGE, base units. */
  readonly dogeBalance: bigint
  /** Estimated network fee of the commit + reveal, base units. */
  readonly networkFeeEstimate: bigint
  readonly params?: ProtocolParams
}

export type DepositError =
  | { readonly code: 'INVALID_AMOUNT' }
  /** The spec's "deposit above 0.9 DOGE" (a product floor, not protocol). */
  | { readonly code: 'BELOW_PRODUCT_FLOOR'; readonly floor: bigint }
  | { readonly code: 'INSUFFICIENT_BALANCE'; readonly required: bigint }

export type ValidDeposit = WrapQuote & {
  /** amount + fee + network fee: what leaves the wallet. */
  readonly required: bigint
}

/**
 * A wrap the product accepts: strictly above the 0.9 DOGE product floor,
 * and the balance covers amount + wrap fee + network fee.
 */
export function validateDeposit({
  amount,
  dogeBalance,
  networkFeeEstimate,
  params = CURRENT_PROTOCOL,
}: ValidateDepositParameters): Result<ValidDeposit, DepositError> {
  if (amount <= 0n || networkFeeEstimate < 0n)
    return err({ code: 'INVALID_AMOUNT' })
  if (amount <= params.productDepositFloor)
    return err({
      code: 'BELOW_PRODUCT_FLOOR',
      floor: params.productDepositFloor,
    })
  const quote = quoteWrap(amount, params)
  const required = quote.totalDoge + networkFeeEstimate
  if (required > dogeBalance)
    return err({ code: 'INSUFFICIENT_BALANCE', required })
  return ok({ ...quote, required })
}
