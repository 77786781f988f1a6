/** CARDI holdings (base units) and the boost they give, highest first. */
export const CARDI_BOOSTS: readonly {
  readonly minCardi: bigint
  readonly boostPercent: bigint
}[] = Object.freeze([
  { minCardi: 10_000_000_000_000n, boostPercent: 50n },
  { minCardi: 5_000_000_000_000n, boostPercent: 35n },
  { minCardi: 1_000_000_000_000n, boostPercent: 25n },
  { minCardi: 500_000_000_000n, boostPercent: 15n },
  { minCardi: 200_000_000_000n, boostPercent: 10n },
])

/** A staker's amount boosted by CARDI: `amount × (100 + boost) // 100`. */
export function getEffectiveStake(amount: bigint, cardi: bigint): bigint {
  const boost = CARDI_BOOSTS.find((b) => cardi >= b.minCardi)
  return (amount * (100n + (boost?.boostPercent ?? 0n))) / 100n
}

export type StakeV1Staker = {
  readonly address: string
  /** Staked amount, base units. */
  readonly amount: bigint
  /** The staker's CARDI balance, base units. */
  readonly cardi: bigint
}

export type AccrueStakeV1BlockParameters = {
  /** The pool's stake records, in the indexer's iteration order. */
  readonly stakers: readonly StakeV1Staker[]
  /** The pool's per-block reward R, base units. */
  readonly rewardPerBlock: bigint
}

/**
 * The legacy stake-v1 per-block accrual (docs/protocol.md §11.3; switched off on
 * mainnet since block 5,260,645, kept for the devnet): each staker's
 * effective stake is boosted 10/15/25/35/50% at 2,000/5,000/10,000/50,000/
 * 100,000 CARDI; every staker but the last gets
 * `effective × R // totalEffective` and the last gets the remainder, so the
 * increments sum to exactly R. Returns increments aligned with `stakers`;
 * all 0 when nobody has a stake.
 */
export function accrueStakeV1Block({
  stakers,
  rewardPerBlock,
}: AccrueStakeV1BlockParameters): readonly {
  readonly address: string
  readonly reward: bigint
}[] {
  if (rewardPerBlock < 0n) throw new RangeError('rewardPerBlock must be ≥ 0')
  const effective = stakers.map((s) => getEffectiveStake(s.amount, s.cardi))
  const total = effective.reduce((a, e) => a + e, 0n)
  if (total <= 0n)
    return stakers.map((s) => ({ address: s.address, reward: 0n }))
  let paid = 0n
  return stakers.map((s, i) => {
    const reward =
      i === stakers.length - 1
        ? rewardPerBlock - paid
        : ((effective[i] as bigint) * rewardPerBlock) / total
    paid += reward
    return { address: s.address, reward }
  })
}

/**
 * Whether staking has ended at `height`: rewards accrue through the block
 * `endHeight` itself (as stake-v2's `endBlock < h` rule) and stop after.
 */
export function isStakeEnded({
  height,
  endHeight,
}: {
  readonly height: number
  readonly endHeight: number
}): boolean {
  return height > endHeight
}
