import type { StakePosition } from '@drc20/core'
import type { ResultAsync } from 'neverthrow'
import * as v from 'valibot'
import type { ApiError } from '../errors.js'
import { postRoute } from '../transport/postRoute.js'
import type { ApiTransport, CallOptions, Page } from '../transport/types.js'
import { dstr, int, listOf, str, ts } from '../transport/wire.js'

export type GetStakePositionsParameters = {
  readonly tick?: string
  readonly holderAddress?: string
  readonly limit?: number
  readonly offset?: number
}

const positionRow = v.object({
  id: int,
  tick: str,
  amt: dstr,
  reward: dstr,
  received_reward: dstr,
  holder_address: str,
  update_date: ts,
  create_date: ts,
})

/** Stakes of holders (POST v4/stake/collect-address). */
export function getStakePositions(
  client: ApiTransport,
  params: GetStakePositionsParameters = {},
  options?: CallOptions,
): ResultAsync<Page<StakePosition>, ApiError> {
  return postRoute(
    client,
    {
      path: 'v4/stake/collect-address',
      data: listOf(positionRow),
      toDomain: (rows, total) => ({
        items: rows.map(
          (row): StakePosition => ({
            id: row.id,
            tick: row.tick,
            amt: row.amt,
            reward: row.reward,
            receivedReward: row.received_reward,
            holderAddress: row.holder_address,
            updateDateMs: row.update_date,
            createDateMs: row.create_date,
          }),
        ),
        total,
      }),
    },
    params,
    options,
  )
}
