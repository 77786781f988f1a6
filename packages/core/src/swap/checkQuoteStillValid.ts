import { err, ok, type Result } from 'neverthrow'
import { getAmountOut } from '../amm/getAmountOut.js'
import {
  CURRENT_PROTOCOL,
  type ProtocolParams,
} from '../protocol/protocolParams.js'

export type CheckQuoteStillValidParameters = {
  /** The `amt1_min` about to be signed. */
  readonly signedMinimumOut: bigint
  readonly amountIn: bigint
  /** Reserves re-read just before signing. */
  readonly reserveIn: bigint
  readonly reserveOut: bigint
  readonly params?: ProtocolParams
}

export type CheckQuoteStillValidError = {
  readonly code: 'PRICE_MOVED'
  /** What the swap would yield now. */
  readonly amountOut: bigint
  readonly minimumOut: bigint
}

/**
 * Pre-sign re-check: with the fresh reserves, would the swap still meet its
 * signed minimum? Otherwise the indexer fails it (`the minimum output less
 * than the limit.`, the app's 'swap terminated since amount out less than
 * the minimum amount') and the fees are lost (E12). Returns the fresh output.
 */
export function checkQuoteStillValid({
  signedMinimumOut,
  amountIn,
  reserveIn,
  reserveOut,
  params = CURRENT_PROTOCOL,
}: CheckQuoteStillValidParameters): Result<bigint, CheckQuoteStillValidError> {
  const amountOut = getAmountOut(amountIn, reserveIn, reserveOut, params)
  // A zero output fails settlement even with a zero minimum.
  if (amountOut < signedMinimumOut || amountOut === 0n)
    return err({ code: 'PRICE_MOVED', amountOut, minimumOut: signedMinimumOut })
  return ok(amountOut)
}
