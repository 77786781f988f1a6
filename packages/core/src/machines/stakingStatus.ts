import { isStakeEnded } from '../stake/accrueStakeV1Block.js'

export type StakingStatus = 'active' | 'ended'

/**
 * A staking pool's status: `ended` after its end height (the "activity
 * ended" message; no more rewards accrue), else `active`. A pool without an
 * end height never ends.
 */
export function getStakingStatus({
  height,
  endHeight,
}: {
  readonly height: number
  readonly endHeight?: number
}): StakingStatus {
  if (endHeight === undefined) return 'active'
  return isStakeEnded({ height, endHeight }) ? 'ended' : 'active'
}
