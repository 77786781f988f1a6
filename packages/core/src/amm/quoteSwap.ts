import type BigNumber from 'bignumber.js'
import { err, ok, type Result } from 'neverthrow'
import { isValidBps } from '../math/bps.js'
import { getRatio } from '../math/getRatio.js'
import {
  CURRENT_PROTOCOL,
  type ProtocolParams,
} from '../protocol/protocolParams.js'
import { getMinimumReceived } from '../swap/getMinimumReceived.js'
import { getAmountOut } from './getAmountOut.js'
import { getSwapFee } from './getSwapFee.js'

export type QuoteSwapParameters = {
  /** Exact input, base units of the input token. */
  readonly amountIn: bigint
  readonly reserveIn: bigint
  readonly reserveOut: bigint
  /** Slippage tolerance in basis points, 0..10,000. */
  readonly slippageBps: bigint
  readonly params?: ProtocolParams
}

export type SwapQuote = {
  readonly amountIn: bigint
  /** `(amountIn // 1000) × 3`, stays in the pool. */
  readonly fee: bigint
  readonly amountInAfterFee: bigint
  readonly amountOut: bigint
  /** `amountOut × (10000 − bps) // 10000`: the `amt1_min` to sign. */
  readonly minimumAmountOut: bigint
  /** `reserveIn + amountIn`: the WHOLE input enters the reserve. */
  readonly newReserveIn: bigint
  readonly newReserveOut: bigint
  /** reserveOut / reserveIn (output per input, base units). */
  readonly midPrice: BigNumber
  /** amountOut / amountIn (fee included). */
  readonly executionPrice: BigNumber
  /**
   * How far the pool moves the price, net of the 0.3% fee (shown apart):
   * `1 − amountOut / (amountInAfterFee × midPrice)`, a fraction in [0, 1).
   * A tiny trade's impact is ~0, as swap interfaces show it.
   */
  readonly priceImpact: BigNumber
}

export type QuoteSwapError =
  | { readonly code: 'INVALID_AMOUNT' }
  | { readonly code: 'NO_LIQUIDITY' }
  | { readonly code: 'ZERO_OUTPUT' }
  | { readonly code: 'INVALID_SLIPPAGE' }

/**
 * Everything the swap screen shows and signs, from integer settlement maths
 * (docs/protocol.md §5.5, E8). `ZERO_OUTPUT` when the output rounds to 0: the
 * indexer would fail the swap (`transfer amt < 0`) and keep the fees.
 */
export function quoteSwap({
  amountIn,
  reserveIn,
  reserveOut,
  slippageBps,
  params = CURRENT_PROTOCOL,
}: QuoteSwapParameters): Result<SwapQuote, QuoteSwapError> {
  if (!isValidBps(slippageBps)) return err({ code: 'INVALID_SLIPPAGE' })
  if (amountIn <= 0n) return err({ code: 'INVALID_AMOUNT' })
  if (reserveIn <= 0n || reserveOut <= 0n) return err({ code: 'NO_LIQUIDITY' })
  const fee = getSwapFee(amountIn, params)
  const amountOut = getAmountOut(amountIn, reserveIn, reserveOut, params)
  if (amountOut === 0n) return err({ code: 'ZERO_OUTPUT' })
  const midPrice = getRatio(reserveOut, reserveIn)
  const executionPrice = getRatio(amountOut, amountIn)
  // Net of the fee: 1 − out × Rin / ((in − fee) × Rout), an exact ratio.
  // (in − fee) > 0 whenever out > 0.
  const amountInAfterFee = amountIn - fee
  const priceImpact = getRatio(
    amountInAfterFee * reserveOut - amountOut * reserveIn,
    amountInAfterFee * reserveOut,
  )
  return ok({
    amountIn,
    fee,
    amountInAfterFee,
    amountOut,
    minimumAmountOut: getMinimumReceived(amountOut, slippageBps),
    newReserveIn: reserveIn + amountIn,
    newReserveOut: reserveOut - amountOut,
    midPrice,
    executionPrice,
    priceImpact,
  })
}
