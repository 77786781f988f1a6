import type { Drc20Move } from '@drc20/core'
import type { ResultAsync } from 'neverthrow'
import * as v from 'valibot'
import type { ApiError } from '../errors.js'
import { postRoute } from '../transport/postRoute.js'
import type { ApiTransport, CallOptions, Page } from '../transport/types.js'
import { dstr, int, listOf, str, ts } from '../transport/wire.js'

export type GetDrc20HistoryParameters = {
  readonly tick?: string
  /** From or to. */
  readonly address?: string
  readonly limit?: number
  readonly offset?: number
}

const moveRow = v.object({
  id: int,
  from_address: str,
  to_address: str,
  tick: str,
  amt: dstr,
  tx_hash: str,
  block_number: int,
  update_date: ts,
  create_date: ts,
})

/** Balance ledger, id desc (POST v4/drc20/history). */
export function getDrc20History(
  client: ApiTransport,
  params: GetDrc20HistoryParameters = {},
  options?: CallOptions,
): ResultAsync<Page<Drc20Move>, ApiError> {
  return postRoute(
    client,
    {
      path: 'v4/drc20/history',
      data: listOf(moveRow),
      toDomain: (rows, total) => ({
        items: rows.map(
          (row): Drc20Move => ({
            id: row.id,
            fromAddress: row.from_address,
            toAddress: row.to_address,
            tick: row.tick,
            amt: row.amt,
            txHash: row.tx_hash,
            blockNumber: row.block_number,
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
