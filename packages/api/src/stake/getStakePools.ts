import type { StakePool } from '@drc20/core'
import type { ResultAsync } from 'neverthrow'
import * as v from 'valibot'
import type { ApiError } from '../errors.js'
import { postRoute } from '../transport/postRoute.js'
import type { ApiTransport, CallOptions, Page } from '../transport/types.js'
import { dstr, int, listOf, str, ts } from '../transport/wire.js'

export type GetStakePoolsParameters = {
  readonly tick?: string
  /** Server default 50. */
  readonly limit?: number
  readonly offset?: number
}

const poolRow = v.object({
  id: int,
  tick: str,
  amt: dstr,
  reward: dstr,
  reserves_address: str,
  holders: int,
  update_date: ts,
  create_date: ts,
  // Not in the live API (its accrual is off): the devnet's reward schedule.
  end_block: v.optional(int),
  reward_per_block: v.optional(dstr),
})

/** Stake pools (POST v4/stake/collect). */
export function getStakePools(
  client: ApiTransport,
  params: GetStakePoolsParameters = {},
  options?: CallOptions,
): ResultAsync<Page<StakePool>, ApiError> {
  return postRoute(
    client,
    {
      path: 'v4/stake/collect',
      data: listOf(poolRow),
      toDomain: (rows, total) => ({
        items: rows.map(
          (row): StakePool => ({
            id: row.id,
            tick: row.tick,
            amt: row.amt,
            reward: row.reward,
            reservesAddress: row.reserves_address,
            holders: row.holders,
            updateDateMs: row.update_date,
            createDateMs: row.create_date,
            ...(row.end_block !== undefined &&
            row.reward_per_block !== undefined
              ? {
                  schedule: {
                    endBlock: row.end_block,
                    rewardPerBlock: row.reward_per_block,
                  },
                }
              : {}),
          }),
        ),
        total,
      }),
    },
    params,
    options,
  )
}
