import { err, ok, type Result } from 'neverthrow'
import { getMinimumLiqblock } from './getMinimumLiqblock.js'

export type ValidateBoxDeployParameters = {
  /** Supply of the new tick0, base units. */
  readonly max: bigint
  /** Tick0 for the pool AND (again) for the participants. */
  readonly amount0: bigint
  /** Mode A: hard cap of tick1 raised. */
  readonly liqamt?: bigint
  /** Mode B: end height; the pool is created at the start of this block. */
  readonly liqblock?: number
  /** The chain's latest block height. */
  readonly currentHeight: number
}

export type BoxDeployError =
  | { readonly code: 'INVALID_AMOUNT' }
  /** The finish moves up to 2 × amt0 out of the box: needs max ≥ 2 × amt0. */
  | { readonly code: 'MAX_BELOW_TWICE_AMOUNT0'; readonly minimumMax: bigint }
  /** Neither liqamt nor liqblock (`the amount of tokens exceeds the 0`). */
  | { readonly code: 'MISSING_END_CONDITION' }
  /** Both (`two cannot exist at the same time`). */
  | { readonly code: 'BOTH_END_CONDITIONS' }
  /** liqblock closer than `BOX_LIQBLOCK_MARGIN` blocks: no real window. */
  | {
      readonly code: 'LIQBLOCK_TOO_SOON'
      readonly minimumLiqblock: number
    }

export type ValidBoxDeploy =
  | { readonly mode: 'A'; readonly liqamt: bigint }
  | { readonly mode: 'B'; readonly liqblock: number }

/**
 * The launchpad deploy guard (docs/protocol.md §13, §15). The indexer checks
 * only "exactly one of liqamt / liqblock"; the rest fail later and can
 * stall the indexer or strand funds, so we refuse them up front:
 * - `max ≥ 2 × amount0`: the finish moves `amount0 + Σ shares` out of the
 *   box and `Σ shares ≤ amount0`, so this covers any contributions (the
 *   settlement rule itself is `max − amount0 ≥ Σ shares`, `quoteBoxFinish`);
 * - mode B: `liqblock ≥ currentHeight + BOX_LIQBLOCK_MARGIN` (10 blocks),
 *   the same minimum as `createBoxV1DeployPayload`: a box deployed at or
 *   after its liqblock never finishes or refunds, and contributions need
 *   blocks to confirm below it.
 * Mode A is accepted but unreliable on the newest indexer (it finishes on
 * the first mint); the app should prefer mode B.
 */
export function validateBoxDeploy({
  max,
  amount0,
  liqamt,
  liqblock,
  currentHeight,
}: ValidateBoxDeployParameters): Result<ValidBoxDeploy, BoxDeployError> {
  if (max <= 0n || amount0 <= 0n) return err({ code: 'INVALID_AMOUNT' })
  if (max < 2n * amount0)
    return err({ code: 'MAX_BELOW_TWICE_AMOUNT0', minimumMax: 2n * amount0 })
  const hasAmount = liqamt !== undefined && liqamt > 0n
  const hasBlock = liqblock !== undefined && liqblock > 0
  if (hasAmount && hasBlock) return err({ code: 'BOTH_END_CONDITIONS' })
  if (hasAmount) return ok({ mode: 'A', liqamt })
  if (!hasBlock) return err({ code: 'MISSING_END_CONDITION' })
  if (
    !Number.isSafeInteger(liqblock) ||
    !Number.isSafeInteger(currentHeight) ||
    currentHeight < 0
  )
    return err({ code: 'INVALID_AMOUNT' })
  const minimumLiqblock = getMinimumLiqblock(currentHeight)
  if (liqblock < minimumLiqblock)
    return err({ code: 'LIQBLOCK_TOO_SOON', minimumLiqblock })
  return ok({ mode: 'B', liqblock })
}
