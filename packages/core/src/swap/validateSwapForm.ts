import { err, ok, type Result } from 'neverthrow'
import { getAmountOut } from '../amm/getAmountOut.js'
import type { SwapQuote } from '../amm/quoteSwap.js'
import {
  CURRENT_PROTOCOL,
  type ProtocolParams,
} from '../protocol/protocolParams.js'

export type ValidateSwapFormParameters = {
  /** Token paid (upper-case tick or id); absent until chosen. */
  readonly tick0?: string
  /** Token received. */
  readonly tick1?: string
  /** Parsed input, base units; absent while the box is empty. */
  readonly amountIn?: bigint
  /** Pool reserves; absent when no pool exists for the pair. */
  readonly reserveIn?: bigint
  readonly reserveOut?: bigint
  /** The user's balance of tick0, base units. */
  readonly balanceIn: bigint
  /** A quote already computed for these inputs (saves recomputing). */
  readonly quote?: Pick<SwapQuote, 'amountOut'>
  readonly params?: ProtocolParams
}

export type SwapFormIssue =
  /** 'Cannot swap the same token! Please select different tokens.' */
  | { readonly code: 'SAME_TOKEN' }
  | { readonly code: 'SELECT_TOKEN'; readonly side: 'in' | 'out' }
  | { readonly code: 'ENTER_AMOUNT' }
  /** 'Invalid pair': no pool for these two tokens. */
  | { readonly code: 'INVALID_PAIR' }
  /** 'Insufficient liquidity for this trade'. */
  | { readonly code: 'INSUFFICIENT_LIQUIDITY' }
  /** 'Insufficient balance of {tick}'. */
  | { readonly code: 'INSUFFICIENT_BALANCE'; readonly tick: string }
  /** The output rounds to 0: the indexer would fail the swap. */
  | { readonly code: 'ZERO_OUTPUT' }

export type ValidSwapForm = {
  readonly tick0: string
  readonly tick1: string
  readonly amountIn: bigint
  readonly amountOut: bigint
}

/**
 * The swap button's rules (docs/product.md §5), first failing rule wins, in the order
 * the user fixes them: pick both tokens (different), the pair must have a
 * pool, type an amount, the pool must have both reserves, the balance must
 * cover the input, and the quote must be above 0.
 */
export function validateSwapForm({
  tick0,
  tick1,
  amountIn,
  reserveIn,
  reserveOut,
  balanceIn,
  quote,
  params = CURRENT_PROTOCOL,
}: ValidateSwapFormParameters): Result<ValidSwapForm, SwapFormIssue> {
  if (!tick0) return err({ code: 'SELECT_TOKEN', side: 'in' })
  if (!tick1) return err({ code: 'SELECT_TOKEN', side: 'out' })
  if (tick0 === tick1) return err({ code: 'SAME_TOKEN' })
  if (reserveIn === undefined || reserveOut === undefined)
    return err({ code: 'INVALID_PAIR' })
  if (amountIn === undefined || amountIn <= 0n)
    return err({ code: 'ENTER_AMOUNT' })
  if (reserveIn <= 0n || reserveOut <= 0n)
    return err({ code: 'INSUFFICIENT_LIQUIDITY' })
  if (amountIn > balanceIn)
    return err({ code: 'INSUFFICIENT_BALANCE', tick: tick0 })
  const amountOut =
    quote?.amountOut ?? getAmountOut(amountIn, reserveIn, reserveOut, params)
  if (amountOut <= 0n) return err({ code: 'ZERO_OUTPUT' })
  return ok({ tick0, tick1, amountIn, amountOut })
}
