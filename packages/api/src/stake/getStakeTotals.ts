import type { StakeTotal } from '@drc20/core'
import type { ResultAsync } from 'neverthrow'
import * as v from 'valibot'
import type { ApiError } from '../errors.js'
import { postRoute } from '../transport/postRoute.js'
import type { ApiTransport, CallOptions } from '../transport/types.js'
import { dnum, int, listOf, str } from '../transport/wire.js'

/** Plain integers on the wire; may exceed 2^53, so read exactly. */
const totalRow = v.object({ tick: str, amt: dnum, reward: dnum, holders: int })

/** Totals per stake pool (POST v4/stake/total). */
export function getStakeTotals(
  client: ApiTransport,
  options?: CallOptions,
): ResultAsync<readonly StakeTotal[], ApiError> {
  return postRoute(
    client,
    {
      path: 'v4/stake/total',
      data: listOf(totalRow),
      toDomain: (rows) => rows,
    },
    {},
    options,
  )
}
