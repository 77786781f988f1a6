import { err, ok, type Result } from 'neverthrow'
import { WDOGE_TICK } from '../identifiers/wdogeTick.js'

/** The token every stake-v1 claim pays `owed` of, and divides by. */
export const STAKE_V1_REWARD_TICK = 'UNIX'
/** The address that pays stake-v1 claims (docs/api.md §8.9). */
export const STAKE_V1_REWARD_POOL_ADDRESS = 'DS8eFcobjXp6oL8YoXoVazDQ32bcDdWwui'
/** The LP pool whose stakers are paid in WDOGE. */
export const STAKE_V1_LP_TICK = 'UNIX-SWAP-WDOGE(WRAPPED-DOGE)'

export type GetStakeV1ClaimParameters = {
  /** The staked tick (upper-case). */
  readonly stakedTick: string
  /** `reward − received_reward`, base units. */
  readonly owed: bigint
  /** The reward-pool address's balances, by tick. */
  readonly poolBalances: Readonly<Record<string, bigint>>
}

export type StakeV1ClaimError =
  /** A payout (or owed itself) is 0: the whole claim would fail. */
  | { readonly code: 'ZERO_PAYOUT'; readonly tick?: string }
  /** The reward pool cannot pay a payout (or holds no UNIX to divide by). */
  | { readonly code: 'INSUFFICIENT_POOL_BALANCE'; readonly tick: string }

/**
 * A stake-v1 `getallreward` (docs/protocol.md §11.2, E14), payouts by tick:
 * - staked LP `UNIX-SWAP-WDOGE(WRAPPED-DOGE)`: `owed` WDOGE;
 * - any other tick: for every token the reward pool holds other than UNIX
 *   and WDOGE, `poolBalance(token) × owed // poolBalance(UNIX)`, plus
 *   `owed` UNIX.
 * Each payout is a transfer and a 0 transfer fails the whole claim, so any
 * zero payout is `ZERO_PAYOUT`: offer "claim" only when this is ok. Tokens
 * listed with a 0 balance are treated as not held.
 */
export function getStakeV1Claim({
  stakedTick,
  owed,
  poolBalances,
}: GetStakeV1ClaimParameters): Result<
  Readonly<Record<string, bigint>>,
  StakeV1ClaimError
> {
  if (owed <= 0n) return err({ code: 'ZERO_PAYOUT' })
  const balance = (tick: string) => poolBalances[tick] ?? 0n
  if (stakedTick === STAKE_V1_LP_TICK) {
    if (balance(WDOGE_TICK) < owed)
      return err({ code: 'INSUFFICIENT_POOL_BALANCE', tick: WDOGE_TICK })
    return ok({ [WDOGE_TICK]: owed })
  }
  const unix = balance(STAKE_V1_REWARD_TICK)
  if (unix < owed)
    return err({
      code: 'INSUFFICIENT_POOL_BALANCE',
      tick: STAKE_V1_REWARD_TICK,
    })
  const payouts: Record<string, bigint> = {}
  for (const [tick, held] of Object.entries(poolBalances)) {
    if (tick === STAKE_V1_REWARD_TICK || tick === WDOGE_TICK || held <= 0n)
      continue
    const share = (held * owed) / unix
    if (share === 0n) return err({ code: 'ZERO_PAYOUT', tick })
    payouts[tick] = share
  }
  payouts[STAKE_V1_REWARD_TICK] = owed
  return ok(payouts)
}
