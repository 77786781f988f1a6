import { err, ok, type Result } from 'neverthrow'
import { quoteCreatePool } from '../amm/quoteCreatePool.js'
import { mulDivUp } from '../math/mulDiv.js'
import {
  CURRENT_PROTOCOL,
  type ProtocolParams,
} from '../protocol/protocolParams.js'

export type QuoteBoxFinishParameters = {
  /** The box's `amt0`. */
  readonly amount0: bigint
  /** The box's `max`: the tick0 minted to the box address at deploy. */
  readonly max: bigint
  /** Every contribution in tick1 recorded before the finish, in order. */
  readonly contributions: readonly bigint[]
  /**
   * The tick1 the pool is created with: the box address's tick1 balance as
   * recorded at the last mint, donations included (docs/protocol.md §13.3).
   * Default: the sum of the contributions.
   */
  readonly raised?: bigint
  readonly params?: ProtocolParams
}

export type BoxFinishQuote = {
  /** The pool is created with (amount0 of tick0, raised of tick1). */
  readonly poolAmount0: bigint
  readonly raised: bigint
  /** Σc: the sum of the recorded contributions, which the shares divide. */
  readonly contributed: bigint
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
  /** Tick0 left in the box address: `max − amount0 − Σ shares`. */
  readonly leftover: bigint
}

export type BoxFinishError =
  | { readonly code: 'INVALID_AMOUNT' }
  /** Nothing raised: the box is refunded (max burned), no pool. */
  | { readonly code: 'NO_CONTRIBUTIONS' }
  /** isqrt(amount0 × raised) ≤ 1000: the pool create fails. */
  | {
      readonly code: 'BELOW_MINIMUM_LIQUIDITY'
      readonly liquidity: bigint
      readonly minimum: bigint
    }
  /**
   * Contribution `index` gets `c × amount0 // Σc = 0`: a transfer of 0,
   * which fails the whole finish. `minimumContribution` =
   * `ceil(Σc / amount0)` is the smallest contribution with a share.
   */
  | {
      readonly code: 'ZERO_SHARE'
      readonly index: number
      readonly minimumContribution: bigint
    }
  /**
   * The box address holds too little tick0: the finish moves
   * `amount0 + Σ shares` out of the `max` minted at deploy. `index` is the
   * first share that cannot be paid (−1: not even the pool's amount0).
   */
  | {
      readonly code: 'INSUFFICIENT_SUPPLY'
      readonly index: number
      readonly required: bigint
    }

/**
 * A box-v1 finish as the indexer settles it (docs/protocol.md §13.3, E18):
 *
 *   1. create the pair-v1 pool with (amount0 of tick0, raised of tick1),
 *      the box address as creator: `L = isqrt(amount0 × raised)`, which
 *      must exceed 1000; `L − 1000` LP stay locked at the box address;
 *   2. pay each participant, in order, `c_i × amount0 // Σc` of tick0
 *      (rounded down) from the box address.
 *
 * It fails as the indexer does: a share of 0 is a transfer of 0
 * (`ZERO_SHARE`), and the box address must hold `amount0 + Σ shares`
 * (`max − amount0 ≥ Σ shares`, else `INSUFFICIENT_SUPPLY`; the 2 × amount0
 * rule is only the safe deploy guard). A failed mode-B finish stalls the
 * indexer at `liqblock`, so every failure here is one to block up front.
 */
export function quoteBoxFinish({
  amount0,
  max,
  contributions,
  raised: recordedRaised,
  params = CURRENT_PROTOCOL,
}: QuoteBoxFinishParameters): Result<BoxFinishQuote, BoxFinishError> {
  if (amount0 <= 0n || max <= 0n || contributions.some((c) => c <= 0n))
    return err({ code: 'INVALID_AMOUNT' })
  const contributed = contributions.reduce((a, c) => a + c, 0n)
  if (contributed === 0n) return err({ code: 'NO_CONTRIBUTIONS' })
  const raised = recordedRaised ?? contributed
  if (raised < contributed) return err({ code: 'INVALID_AMOUNT' })
  const pool = quoteCreatePool(amount0, raised, params)
  if (pool.isErr()) {
    const { error } = pool
    return err(
      error.code === 'BELOW_MINIMUM_LIQUIDITY'
        ? {
            code: 'BELOW_MINIMUM_LIQUIDITY',
            liquidity: error.liquidity,
            minimum: error.minimum,
          }
        : { code: 'INVALID_AMOUNT' },
    )
  }
  if (max < amount0)
    return err({ code: 'INSUFFICIENT_SUPPLY', index: -1, required: amount0 })
  const shares: bigint[] = []
  let paid = amount0
  for (const [index, c] of contributions.entries()) {
    const share = (c * amount0) / contributed
    if (share === 0n)
      return err({
        code: 'ZERO_SHARE',
        index,
        minimumContribution: mulDivUp(contributed, 1n, amount0),
      })
    paid += share
    if (paid > max)
      return err({ code: 'INSUFFICIENT_SUPPLY', index, required: paid })
    shares.push(share)
  }
  const distributed = paid - amount0
  return ok({
    poolAmount0: amount0,
    raised,
    contributed,
    totalSupply: pool.value.totalSupply,
    boxLiquidity: pool.value.liquidity,
    lockedLiquidity: pool.value.lockedLiquidity,
    shares,
    dust: amount0 - distributed,
    leftover: max - paid,
  })
}
