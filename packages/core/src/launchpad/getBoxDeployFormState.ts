import {
  type BoxV1DeployPayload,
  createBoxV1DeployPayload,
} from '../payloads/boxV1Payloads.js'
import { MIN_CREATE_LIQUIDITY_PRODUCT } from '../payloads/minCreateLiquidityProduct.js'
import type { PayloadError } from '../payloads/payloadError.js'
import { TOKEN_DECIMALS } from '../units/constants.js'
import type { DecimalSeparators } from '../units/normalizeDecimalText.js'
import { type ParseUnitsError, parseUnits } from '../units/parseUnits.js'
import { type BoxDeployError, validateBoxDeploy } from './validateBoxDeploy.js'

/** Why a box deploy cannot be sent; the app maps each code to text. */
export type BoxDeployFormIssue =
  /** tick0 or tick1 is not acceptable (length, characters, same tick). */
  | { readonly code: 'PAYLOAD'; readonly error: PayloadError }
  /** tick0 is registered already: the indexer's insert fails. */
  | { readonly code: 'TICK0_TAKEN' }
  /** tick1 is not a registered token. */
  | { readonly code: 'TICK1_UNKNOWN' }
  /** An amount box does not hold an amount. */
  | {
      readonly code: 'AMOUNT_TEXT'
      readonly field: 'max' | 'amt0' | 'liqamt'
      readonly error: ParseUnitsError
    }
  /** The end block box does not hold a whole block height. */
  | { readonly code: 'LIQBLOCK_TEXT' }
  /**
   * `amt0 < 1,002,001`: the pool the finish opens needs
   * `amt0 × raised ≥ 1001²`, so a small raise would fail the finish and, in
   * mode B, stall the live indexer.
   */
  | { readonly code: 'AMOUNT0_BELOW_POOL_MINIMUM'; readonly minimum: bigint }
  | BoxDeployError
  /** Mode A finishes on its first mint (docs/protocol.md §13.3): not offered. */
  | { readonly code: 'MODE_A_UNRELIABLE' }
  /** The chain height or the tick lookups are not known yet. */
  | { readonly code: 'LOADING' }

export type GetBoxDeployFormStateParameters = {
  readonly tick0: string
  readonly tick1: string
  readonly maxText: string
  readonly amount0Text: string
  /** Mode A (hard cap) is refused: only mode B (end block) is offered. */
  readonly mode: 'A' | 'B'
  readonly liqblockText: string
  readonly separators?: DecimalSeparators
  /** The index height; undefined while unknown. */
  readonly currentHeight: number | undefined
  /** Whether tick0 is registered; undefined while unknown. */
  readonly tick0Taken: boolean | undefined
  /** Whether tick1 is registered; undefined while unknown. */
  readonly tick1Registered: boolean | undefined
}

export type BoxDeployFormState = {
  readonly max?: bigint
  readonly amount0?: bigint
  /** `max − 2 × amt0`: tick0 the finish leaves at the box address at least. */
  readonly leftoverAtLeast?: bigint
  readonly issues: readonly BoxDeployFormIssue[]
  readonly payload?: BoxV1DeployPayload
}

/**
 * The launchpad deploy form (docs/protocol.md §13, §15). On top of the
 * payload's rules it refuses what the indexer accepts but cannot settle:
 * a taken tick0, `max < 2 × amt0`, `amt0 < 1,002,001`, an end block in the
 * past or under `BOX_LIQBLOCK_MARGIN` blocks away, and mode A (the live
 * indexer finishes it on the first mint and fails every later mint).
 */
export function getBoxDeployFormState({
  tick0,
  tick1,
  maxText,
  amount0Text,
  mode,
  liqblockText,
  separators,
  currentHeight,
  tick0Taken,
  tick1Registered,
}: GetBoxDeployFormStateParameters): BoxDeployFormState {
  const probe = createBoxV1DeployPayload({
    tick0,
    tick1,
    max: 2n,
    amt0: 1n,
    liqamt: 1n,
  })
  if (probe.isErr())
    return { issues: [{ code: 'PAYLOAD', error: probe.error }] }
  if (tick0Taken === true) return { issues: [{ code: 'TICK0_TAKEN' }] }
  if (tick1Registered === false) return { issues: [{ code: 'TICK1_UNKNOWN' }] }
  const max = parseUnits(maxText, TOKEN_DECIMALS, separators)
  if (max.isErr())
    return {
      issues: [{ code: 'AMOUNT_TEXT', field: 'max', error: max.error }],
    }
  const amount0 = parseUnits(amount0Text, TOKEN_DECIMALS, separators)
  if (amount0.isErr())
    return {
      max: max.value,
      issues: [{ code: 'AMOUNT_TEXT', field: 'amt0', error: amount0.error }],
    }
  const amounts = { max: max.value, amount0: amount0.value }
  const fail = (issue: BoxDeployFormIssue): BoxDeployFormState => ({
    ...amounts,
    issues: [issue],
  })
  if (mode === 'A') return fail({ code: 'MODE_A_UNRELIABLE' })
  if (!/^\d+$/.test(liqblockText.trim())) return fail({ code: 'LIQBLOCK_TEXT' })
  const liqblock = Number(liqblockText.trim())
  if (!Number.isSafeInteger(liqblock)) return fail({ code: 'LIQBLOCK_TEXT' })
  if (amounts.amount0 > 0n && amounts.amount0 < MIN_CREATE_LIQUIDITY_PRODUCT)
    return fail({
      code: 'AMOUNT0_BELOW_POOL_MINIMUM',
      minimum: MIN_CREATE_LIQUIDITY_PRODUCT,
    })
  if (currentHeight === undefined) return fail({ code: 'LOADING' })
  const valid = validateBoxDeploy({
    max: amounts.max,
    amount0: amounts.amount0,
    liqblock,
    currentHeight,
  })
  if (valid.isErr()) return fail(valid.error)
  const payload = createBoxV1DeployPayload({
    tick0,
    tick1,
    max: amounts.max,
    amt0: amounts.amount0,
    liqblock,
    currentHeight,
  })
  if (payload.isErr()) return fail({ code: 'PAYLOAD', error: payload.error })
  return {
    ...amounts,
    leftoverAtLeast: amounts.max - 2n * amounts.amount0,
    issues:
      tick0Taken === undefined || tick1Registered === undefined
        ? [{ code: 'LOADING' }]
        : [],
    payload: payload.value,
  }
}
