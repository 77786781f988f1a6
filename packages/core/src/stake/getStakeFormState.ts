import {
  createStakeV1StakePayload,
  type StakeV1StakePayload,
} from '../payloads/stakeV1Payloads.js'
import { TOKEN_DECIMALS } from '../units/constants.js'
import type { DecimalSeparators } from '../units/normalizeDecimalText.js'
import { type ParseUnitsError, parseUnits } from '../units/parseUnits.js'

/** Why a stake or unstake cannot be sent; the app maps each code to text. */
export type StakeFormIssue =
  /** The amount box does not hold an amount (`EMPTY` while blank). */
  | { readonly code: 'AMOUNT_TEXT'; readonly error: ParseUnitsError }
  /** The amount is 0: the indexer wants `amt ≥ 1`. */
  | { readonly code: 'INVALID_AMOUNT' }
  /**
   * No stake pool is configured for the tick: the indexer moves the tokens
   * and then fails with `FindStakeCollectByTick` (docs/protocol.md §11.2).
   */
  | { readonly code: 'POOL_NOT_CONFIGURED'; readonly tick: string }
  /** Stake: more than the balance; unstake: more than the staked amount. */
  | { readonly code: 'INSUFFICIENT_BALANCE'; readonly available: bigint }
  /** Every rule passed but the balance or the position is not known yet. */
  | { readonly code: 'LOADING_BALANCE' }

export type GetStakeFormStateParameters = {
  readonly op: 'stake' | 'unstake'
  /** The staked tick, as the pool lists it (upper-case). */
  readonly tick: string
  /** What the user typed, in the language's notation. */
  readonly text: string
  readonly separators?: DecimalSeparators
  /** The ticks with a configured stake pool (`stake/collect`). */
  readonly configuredTicks: ReadonlySet<string>
  /**
   * Stake: the tick balance; unstake: the amount staked; base units.
   * `undefined` while loading or not connected.
   */
  readonly available: bigint | undefined
}

export type StakeFormState = {
  /** The parsed amount, base units. */
  readonly amount?: bigint
  /** First failing rule first; empty means ready. */
  readonly issues: readonly StakeFormIssue[]
  readonly payload?: StakeV1StakePayload
}

/**
 * The stake or unstake form (docs/protocol.md §11.2): `amt ≥ 1`, within the
 * balance (stake) or the staked amount (unstake), on a configured pool.
 * There is no lock: an unstake returns the tokens in the block it settles.
 */
export function getStakeFormState({
  op,
  tick,
  text,
  separators,
  configuredTicks,
  available,
}: GetStakeFormStateParameters): StakeFormState {
  if (!configuredTicks.has(tick))
    return { issues: [{ code: 'POOL_NOT_CONFIGURED', tick }] }
  const parsed = parseUnits(text, TOKEN_DECIMALS, separators)
  if (parsed.isErr())
    return { issues: [{ code: 'AMOUNT_TEXT', error: parsed.error }] }
  const amount = parsed.value
  const payload = createStakeV1StakePayload({ op, tick, amt: amount })
  if (payload.isErr() || amount < 1n)
    return { amount, issues: [{ code: 'INVALID_AMOUNT' }] }
  if (available !== undefined && amount > available)
    return {
      amount,
      issues: [{ code: 'INSUFFICIENT_BALANCE', available }],
    }
  return {
    amount,
    issues: available === undefined ? [{ code: 'LOADING_BALANCE' }] : [],
    payload: payload.value,
  }
}
