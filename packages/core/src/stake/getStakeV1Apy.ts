/** Dogecoin targets one block a minute: 60 × 24 × 365 blocks a year. */
export const BLOCKS_PER_YEAR = 525_600n

/** The live indexer's last accruing height (docs/protocol.md §11.3). */
export const STAKE_V1_ACCRUAL_END_HEIGHT = 5_260_645

/** A pool's reward schedule, where the data source publishes one. */
export type StakeV1Schedule = {
  /** The pool's reward per block R, base units of the reward token. */
  readonly rewardPerBlock: bigint
  /** Rewards accrue through this block and stop after it. */
  readonly endBlock: number
}

export type GetStakeV1ApyParameters = {
  readonly stakedTick: string
  /** The token `owed` is counted in (stake-v1: UNIX). */
  readonly rewardTick: string
  /** The pool's total staked, base units. */
  readonly totalStaked: bigint
  /** The chain's latest height. */
  readonly height: number
  /**
   * The schedule, when known. The live API publishes none: its accrual job
   * is switched off, so a pool without one earns nothing.
   */
  readonly schedule?: StakeV1Schedule
}

export type StakeV1Apy =
  /** Simple annual rate, basis points (truncated). */
  | { readonly kind: 'rate'; readonly bps: bigint }
  /** 0, and why: the figure the indexer will actually pay. */
  | {
      readonly kind: 'zero'
      readonly reason: 'ACCRUAL_OFF' | 'ENDED'
    }
  /** Not computable (shown as "—" with the reason). */
  | {
      readonly kind: 'unknown'
      readonly reason: 'NOTHING_STAKED' | 'REWARD_IN_OTHER_TOKEN'
    }

/**
 * The stake-v1 APY: the annualised reward per block over the amount staked,
 * `R × BLOCKS_PER_YEAR × 10,000 // totalStaked` basis points (simple, not
 * compounded; CARDI boosts ignored). 0 while accrual is off
 * (docs/protocol.md §11.3: no schedule, or a height past `endBlock`), and
 * unknown when nothing is staked or the reward is another token (a rate
 * across two tokens needs a price).
 */
export function getStakeV1Apy({
  stakedTick,
  rewardTick,
  totalStaked,
  height,
  schedule,
}: GetStakeV1ApyParameters): StakeV1Apy {
  if (!schedule || schedule.rewardPerBlock <= 0n)
    return { kind: 'zero', reason: 'ACCRUAL_OFF' }
  if (height > schedule.endBlock) return { kind: 'zero', reason: 'ENDED' }
  if (totalStaked <= 0n) return { kind: 'unknown', reason: 'NOTHING_STAKED' }
  if (stakedTick !== rewardTick)
    return { kind: 'unknown', reason: 'REWARD_IN_OTHER_TOKEN' }
  return {
    kind: 'rate',
    bps: (schedule.rewardPerBlock * BLOCKS_PER_YEAR * 10_000n) / totalStaked,
  }
}

/** What a position is still owed: `reward − received_reward`, never below 0. */
export function getStakeV1Owed(position: {
  readonly reward: bigint
  readonly receivedReward: bigint
}): bigint {
  const owed = position.reward - position.receivedReward
  return owed > 0n ? owed : 0n
}
