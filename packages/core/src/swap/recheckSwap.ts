import { quoteSwap, type SwapQuote } from '../amm/quoteSwap.js'
import type { CustodyOutputs } from '../custody/getCustodyOutputs.js'
import { checkQuoteStillValid } from './checkQuoteStillValid.js'
import {
  createSwapPayload,
  type SwapMarket,
  type SwapPayload,
} from './createSwapPayload.js'
import type { SwapReserves } from './getSwapReserves.js'
import { isQuoteExpired } from './swapDeadline.js'
import type { SwapSide } from './swapSide.js'

export type RecheckSwapParameters = {
  readonly market: SwapMarket
  readonly input: SwapSide
  readonly output: SwapSide
  /** The quote about to be signed. */
  readonly quote: SwapQuote
  readonly slippageBps: bigint
  /** When that quote was made and the time now, epoch ms. */
  readonly quotedAtMs: number
  readonly nowMs: number
  /** The deadline setting, whole minutes. */
  readonly deadlineMinutes: number
  /** Reserves re-read just before signing; `null`: the pool is gone. */
  readonly reserves: SwapReserves | null
  /** A native-DOGE input's outputs, kept in the fresh payload. */
  readonly dogeOutputs?: CustodyOutputs
}

export type SwapRecheck =
  /** The signed minimum still holds and the quote is in time: sign it. */
  | { readonly kind: 'sign' }
  /**
   * Not signed: a fresh quote and payload to confirm again, because the
   * signed minimum would not be met (`priceMoved`) or the quote outlived
   * the deadline (`expired`).
   */
  | {
      readonly kind: 'requote'
      readonly quote: SwapQuote
      readonly payload: SwapPayload
      readonly priceMoved: boolean
      readonly expired: boolean
    }
  | {
      readonly kind: 'refused'
      readonly issue:
        | { readonly code: 'INVALID_PAIR' }
        | { readonly code: 'INSUFFICIENT_LIQUIDITY' }
    }

/**
 * The pre-sign re-check of a swap with fresh reserves: the indexer fails a
 * swap whose output is below the signed minimum and keeps its fees (E12),
 * and a quote older than the deadline is not signed either. Either way
 * the same input is re-quoted for the user to confirm again.
 */
export function recheckSwap({
  market,
  input,
  output,
  quote,
  slippageBps,
  quotedAtMs,
  nowMs,
  deadlineMinutes,
  reserves,
  dogeOutputs,
}: RecheckSwapParameters): SwapRecheck {
  if (reserves === null)
    return { kind: 'refused', issue: { code: 'INVALID_PAIR' } }
  const check = checkQuoteStillValid({
    signedMinimumOut: quote.minimumAmountOut,
    amountIn: quote.amountIn,
    reserveIn: reserves.reserveIn,
    reserveOut: reserves.reserveOut,
  })
  const expired = isQuoteExpired({ quotedAtMs, nowMs, deadlineMinutes })
  if (check.isOk() && !expired) return { kind: 'sign' }
  const fresh = quoteSwap({
    amountIn: quote.amountIn,
    reserveIn: reserves.reserveIn,
    reserveOut: reserves.reserveOut,
    slippageBps,
  }).andThen((next) =>
    createSwapPayload({ market, input, output, quote: next, dogeOutputs }).map(
      (payload) => ({ quote: next, payload }),
    ),
  )
  if (fresh.isErr())
    return { kind: 'refused', issue: { code: 'INSUFFICIENT_LIQUIDITY' } }
  const priceMoved = check.isErr()
  return { kind: 'requote', ...fresh.value, priceMoved, expired: !priceMoved }
}
