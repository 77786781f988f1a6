import { err, ok, type Result } from 'neverthrow'
import { quoteCreatePool } from '../amm/quoteCreatePool.js'
import { mulDivUp } from '../math/mulDiv.js'
import {
  CURRENT_PROTOCOL,
  type ProtocolParams,
} from '../protocol/protocolParams.js'
import { quoteBoxFinish } from './quoteBoxFinish.js'

export type ValidateBoxContributionParameters = {
  /** The box's `amt0` (tick0 shared among participants). */
  readonly amount0: bigint
  /** The box's `max`. */
  readonly max: bigint
  /** Mode A: the box's `liqamt` (hard cap). Absent or 0: mode B. */
  readonly liqamt?: bigint
  /** Contributions already recorded, in order (`box/order` mint rows). */
  readonly contributions: readonly bigint[]
  /** The box's tick1 balance now (donations included); default Σ contributions. */
  readonly raised?: bigint
  /** The contribution being checked, tick1 base units. */
  readonly contribution: bigint
  readonly params?: ProtocolParams
}

export type BoxContributionWarning =
  /**
   * Mode B: contributions keep coming until liqblock and every one raises
   * Σc, so anyone's later contribution can round an earlier share (this
   * one included) to 0, and a 0 share makes the finish fail and the live
   * indexer stall at liqblock with everything contributed stuck.
   */
  | 'LATER_CONTRIBUTIONS_CAN_STALL'
  /** Mode B: with what is raised so far the pool create would fail. */
  | 'BELOW_MINIMUM_LIQUIDITY_SO_FAR'

export type ValidBoxContribution = {
  readonly mode: 'A' | 'B'
  /**
   * The Σc the share is divided by: Σc after this contribution in mode B,
   * the cap `liqamt` in mode A (the most a mode-A box can raise).
   */
  readonly raisedAfter: bigint
  /** Smallest contribution whose share is ≥ 1 at `raisedAfter`. */
  readonly minimum: bigint
  /** This contribution's share at `raisedAfter`: `c × amount0 // raisedAfter`. */
  readonly share: bigint
  readonly warnings: readonly BoxContributionWarning[]
}

export type BoxContributionError =
  | { readonly code: 'INVALID_AMOUNT' }
  /** Mode A box that raised anything: later mints fail (docs/protocol.md §13.3). */
  | { readonly code: 'BOX_CLOSED' }
  /** Mode A: `raised + c > liqamt` (`the amount of tokens exceeds the maximum`). */
  | { readonly code: 'CAP_EXCEEDED'; readonly remaining: bigint }
  /**
   * Below `ceil(raisedAfter / amount0)`: the share would round to 0 and
   * fail the finish. `minimum` is null when no contribution can have a
   * share (amount0 = 1 with others already in).
   */
  | { readonly code: 'CONTRIBUTION_TOO_SMALL'; readonly minimum: bigint | null }
  /** After it an EARLIER contribution's share rounds to 0: the finish fails. */
  | { readonly code: 'EARLIER_SHARE_ROUNDS_TO_ZERO'; readonly index: number }
  /** The box holds too little tick0 to pay the shares (`max − amount0 < Σ shares`). */
  | { readonly code: 'INSUFFICIENT_SUPPLY' }
  /** Mode A: the finish this mint triggers fails (`isqrt ≤ 1000`). */
  | { readonly code: 'BELOW_MINIMUM_LIQUIDITY' }

/**
 * The launchpad contribution guard (docs/protocol.md §13.3, §15). A finish pays
 * `c × amt0 // Σc` to each participant and fails on a 0 share; in mode B
 * the live indexer then retries block liqblock for ever, so one small
 * contribution, from anyone, stalls the whole indexer. Refuses:
 *
 *   c < ceil(raised_after / amt0)
 *
 * with `raised_after` = Σc including c in mode B (so the smallest c is
 * `ceil(Σ_before / (amt0 − 1))`: `c × amt0 ≥ Σ_before + c`), and
 * `raised_after` = `liqamt` in mode A. Also refuses a mode-B contribution
 * that would round an earlier share to 0 or outgrow the box's supply, and
 * any contribution to a mode-A box that already raised something. In mode
 * B it always warns that later contributions can still stall the finish.
 */
export function validateBoxContribution({
  amount0,
  max,
  liqamt,
  contributions,
  raised,
  contribution,
  params = CURRENT_PROTOCOL,
}: ValidateBoxContributionParameters): Result<
  ValidBoxContribution,
  BoxContributionError
> {
  if (
    amount0 <= 0n ||
    max <= 0n ||
    contribution <= 0n ||
    contributions.some((c) => c <= 0n)
  )
    return err({ code: 'INVALID_AMOUNT' })
  const before = contributions.reduce((a, c) => a + c, 0n)
  const balance = raised ?? before
  if (liqamt !== undefined && liqamt > 0n) {
    if (balance > 0n || contributions.length > 0)
      return err({ code: 'BOX_CLOSED' })
    if (contribution > liqamt)
      return err({ code: 'CAP_EXCEEDED', remaining: liqamt })
    const minimum = mulDivUp(liqamt, 1n, amount0)
    if (contribution < minimum)
      return err({ code: 'CONTRIBUTION_TOO_SMALL', minimum })
    // The newest indexer finishes on this very mint (raised = c).
    const finish = quoteBoxFinish({
      amount0,
      max,
      contributions: [contribution],
      params,
    })
    if (finish.isErr())
      return err(
        finish.error.code === 'INSUFFICIENT_SUPPLY'
          ? { code: 'INSUFFICIENT_SUPPLY' }
          : { code: 'BELOW_MINIMUM_LIQUIDITY' },
      )
    return ok({
      mode: 'A',
      raisedAfter: liqamt,
      minimum,
      share: (contribution * amount0) / liqamt,
      warnings: [],
    })
  }
  // Mode B: smallest c with c × amount0 ≥ before + c.
  const minimum =
    before === 0n
      ? 1n
      : amount0 > 1n
        ? mulDivUp(before, 1n, amount0 - 1n)
        : null
  if (minimum === null || contribution < minimum)
    return err({ code: 'CONTRIBUTION_TOO_SMALL', minimum })
  const raisedAfter = before + contribution
  let paid = amount0
  for (const [index, c] of contributions.entries()) {
    const share = (c * amount0) / raisedAfter
    if (share === 0n)
      return err({ code: 'EARLIER_SHARE_ROUNDS_TO_ZERO', index })
    paid += share
  }
  const share = (contribution * amount0) / raisedAfter
  if (paid + share > max) return err({ code: 'INSUFFICIENT_SUPPLY' })
  const warnings: BoxContributionWarning[] = ['LATER_CONTRIBUTIONS_CAN_STALL']
  if (quoteCreatePool(amount0, balance + contribution, params).isErr())
    warnings.push('BELOW_MINIMUM_LIQUIDITY_SO_FAR')
  return ok({
    mode: 'B',
    raisedAfter,
    minimum,
    share,
    warnings,
  })
}
