import { err, ok, type Result } from 'neverthrow'
import { quoteCreatePool } from '../amm/quoteCreatePool.js'
import {
  CURRENT_PROTOCOL,
  type ProtocolParams,
} from '../protocol/protocolParams.js'

export type QuoteBoxFinishParameters = {
  /** The box's `amt0`. */
  readonly amount0: bigint
  /** Every contribution in tick1 confirmed below liqblock, in order. */
  readonly contributions: readonly bigint[]
  /** The box's `max`; needed for `leftover`. */
  readonly max?: bigint
  readonly params?: ProtocolParams
}

export type BoxFinishQuote = {
  /** The pool is created with (amount0 of tick0, raised of tick1). */
  readonly poolAmount0: bigint
  readonly raised: bigint
  /** isqrt(amount0 × raised): the pool's liquidity_total. */
  readonly totalSupply: bigint
  /** isqrt − 1000 LP, credited to the box address and locked for ever. */
  readonly boxLiquidity: bigint
  /** 1000 LP at the pool reserve. */
  readonly lockedLiquidity: bigint
  /** Tick0 per participant: `c_i × amount0 // Σc`, in input order. */
  readonly shares: readonly bigint[]
  /** amount0 − Σ shares: rounding dust that stays in the box. */
  readonly dust: bigint
  /** Tick0 left in the box address (max − amount0 − Σ shares) if max given. */
  readonly leftover?: bigint
}

export type BoxFinishError =
  | { readonly code: 'INVALID_AMOUNT' }
  /** Nothing raised: the box is refunded (max burned), no pool. */
  | { readonly code: 'NO_CONTRIBUTIONS' }
  /** isqrt(amount0 × raised) ≤ 1000: the finish fails. */
  | { readonly code: 'BELOW_MINIMUM_LIQUIDITY' }
  /** max < 2 × amount0: the finish fails. */
  | { readonly code: 'MAX_BELOW_TWICE_AMOUNT0' }

/**
 * A box-v1 finish (protocol.md §13.3, E18): create the pair-v1 pool with
 * (amount0, raised) with the box address as creator, then give each
 * participant `c_i × amount0 // Σc` of tick0.
 */
export function quoteBoxFinish({
  amount0,
  contributions,
  max,
  params = CURRENT_PROTOCOL,
}: QuoteBoxFinishParameters): Result<BoxFinishQuote, BoxFinishError> {
  if (amount0 <= 0n || contributions.some((c) => c <= 0n))
    return err({ code: 'INVALID_AMOUNT' })
  if (max !== undefined && max < 2n * amount0)
    return err({ code: 'MAX_BELOW_TWICE_AMOUNT0' })
  const raised = contributions.reduce((a, c) => a + c, 0n)
  if (raised === 0n) return err({ code: 'NO_CONTRIBUTIONS' })
  const pool = quoteCreatePool(amount0, raised, params)
  if (pool.isErr()) return err({ code: 'BELOW_MINIMUM_LIQUIDITY' })
  const shares = contributions.map((c) => (c * amount0) / raised)
  const distributed = shares.reduce((a, s) => a + s, 0n)
  const dust = amount0 - distributed
  return ok({
    poolAmount0: amount0,
    raised,
    totalSupply: pool.value.totalSupply,
    boxLiquidity: pool.value.liquidity,
    lockedLiquidity: pool.value.lockedLiquidity,
    shares,
    dust,
    ...(max === undefined ? {} : { leftover: max - amount0 - distributed }),
  })
}
