import type { StakeReward } from '@drc20/core'
import type { ResultAsync } from 'neverthrow'
import * as v from 'valibot'
import type { ApiError } from '../errors.js'
import { postRoute } from '../transport/postRoute.js'
import type { ApiTransport, CallOptions } from '../transport/types.js'
import { dnumOrNull, listOf, str } from '../transport/wire.js'

export type GetStakeRewardsParameters = {
  readonly holderAddress: string
  /** The staked tick. */
  readonly tick: string
}

/** Bare-number amounts (dnum), some above 2^53. */
const rewardRow = v.object({
  tick: str,
  total_reward_pool: dnumOrNull,
  reward: dnumOrNull,
  received_reward: dnumOrNull,
})

/** Reward lines of a holder's stake (POST v4/stake/reward). */
export function getStakeRewards(
  client: ApiTransport,
  params: GetStakeRewardsParameters,
  options?: CallOptions,
): ResultAsync<readonly StakeReward[], ApiError> {
  return postRoute(
    client,
    {
      path: 'v4/stake/reward',
      data: listOf(rewardRow),
      toDomain: (rows) =>
        rows.map(
          (row): StakeReward => ({
            tick: row.tick,
            totalRewardPool: row.total_reward_pool,
            reward: row.reward,
            receivedReward: row.received_reward,
          }),
        ),
    },
    params,
    options,
  )
}
