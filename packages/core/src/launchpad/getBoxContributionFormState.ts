import {
  type BoxV1MintPayload,
  createBoxV1MintPayload,
} from '../payloads/boxV1Payloads.js'
import { TOKEN_DECIMALS } from '../units/constants.js'
import type { DecimalSeparators } from '../units/normalizeDecimalText.js'
import { type ParseUnitsError, parseUnits } from '../units/parseUnits.js'
import type { BoxStatus } from './getBoxStatus.js'
import {
  type BoxContributionError,
  type BoxContributionWarning,
  validateBoxContribution,
} from './validateBoxContribution.js'

/** Why a contribution cannot be sent; the app maps each code to text. */
export type BoxContributionFormIssue =
  /** Not raising: closing (it would confirm at liqblock and be stranded), finished, refunded or stalled. */
  | { readonly code: 'NOT_RAISING'; readonly status: BoxStatus }
  | { readonly code: 'AMOUNT_TEXT'; readonly error: ParseUnitsError }
  | { readonly code: 'INSUFFICIENT_BALANCE'; readonly available: bigint }
  | BoxContributionError
  /** Every rule passed but the balance is not known yet. */
  | { readonly code: 'LOADING_BALANCE' }

export type GetBoxContributionFormStateParameters = {
  readonly tick0: string
  readonly status: BoxStatus
  readonly amount0: bigint
  readonly max: bigint
  /** Mode A cap; 0 in mode B. */
  readonly liqamt: bigint
  /** Recorded contributions, in order. */
  readonly contributions: readonly bigint[]
  /** The box's tick1 balance now (`liqamt_finish`). */
  readonly raised: bigint
  readonly text: string
  readonly separators?: DecimalSeparators
  /** The contributor's tick1 balance; undefined while unknown. */
  readonly balance: bigint | undefined
}

export type BoxContributionFormState = {
  readonly amount?: bigint
  /** The tick0 this contribution gets at the current totals (`c × amt0 // Σc`). */
  readonly share?: bigint
  /** The share if others bring as much again as Σc with it: `c × amt0 // 2Σc`. */
  readonly shareIfRaiseDoubles?: bigint
  /** The smallest contribution accepted now. */
  readonly minimum?: bigint
  readonly warnings: readonly BoxContributionWarning[]
  readonly issues: readonly BoxContributionFormIssue[]
  readonly payload?: BoxV1MintPayload
}

/**
 * The launchpad's contribution (box-v1 mint) form: open boxes only (a
 * contribution that confirms at or after liqblock is stranded), within the
 * balance, and through core's dust guard (`validateBoxContribution`: a
 * share that rounds to 0 fails the finish, docs/protocol.md §13.3).
 */
export function getBoxContributionFormState({
  tick0,
  status,
  amount0,
  max,
  liqamt,
  contributions,
  raised,
  text,
  separators,
  balance,
}: GetBoxContributionFormStateParameters): BoxContributionFormState {
  const none = { warnings: [] as const }
  if (status !== 'raising')
    return { ...none, issues: [{ code: 'NOT_RAISING', status }] }
  const parsed = parseUnits(text, TOKEN_DECIMALS, separators)
  if (parsed.isErr())
    return { ...none, issues: [{ code: 'AMOUNT_TEXT', error: parsed.error }] }
  const amount = parsed.value
  if (amount <= 0n)
    return { ...none, amount, issues: [{ code: 'INVALID_AMOUNT' }] }
  if (balance !== undefined && amount > balance)
    return {
      ...none,
      amount,
      issues: [{ code: 'INSUFFICIENT_BALANCE', available: balance }],
    }
  const valid = validateBoxContribution({
    amount0,
    max,
    ...(liqamt > 0n ? { liqamt } : {}),
    contributions,
    raised,
    contribution: amount,
  })
  if (valid.isErr()) return { ...none, amount, issues: [valid.error] }
  const { share, raisedAfter, minimum, warnings } = valid.value
  const payload = createBoxV1MintPayload({ tick0, amt1: amount })
  if (payload.isErr())
    return { ...none, amount, issues: [{ code: 'INVALID_AMOUNT' }] }
  return {
    amount,
    share,
    shareIfRaiseDoubles: (amount * amount0) / (2n * raisedAfter),
    minimum,
    warnings,
    issues: balance === undefined ? [{ code: 'LOADING_BALANCE' }] : [],
    payload: payload.value,
  }
}
