import type { ExchangeListing } from '@drc20/core'
import type { ResultAsync } from 'neverthrow'
import * as v from 'valibot'
import type { ApiError } from '../errors.js'
import { postRoute } from '../transport/postRoute.js'
import type { ApiTransport, CallOptions, Page } from '../transport/types.js'
import { dstr, int, listOf, str, ts } from '../transport/wire.js'

export type GetExchangeListingsParameters = {
  readonly exid?: string
  readonly tick0?: string
  readonly tick1?: string
  readonly holderAddress?: string
  /** `true` = only open listings. */
  readonly notDone?: boolean
  readonly limit?: number
  readonly offset?: number
}

const listingRow = v.object({
  id: int,
  ex_id: str,
  tick0: str,
  tick1: str,
  amt0: dstr,
  amt1: dstr,
  amt0_finish: dstr,
  amt1_finish: dstr,
  holder_address: str,
  reserves_address: str,
  create_date: ts,
  update_date: ts,
})

/**
 * order-v1 listings (POST v4/exchange/collect). `total` is right only for
 * `offset` 0 (docs/api.md §8.6).
 */
export function getExchangeListings(
  client: ApiTransport,
  params: GetExchangeListingsParameters = {},
  options?: CallOptions,
): ResultAsync<Page<ExchangeListing>, ApiError> {
  return postRoute(
    client,
    {
      path: 'v4/exchange/collect',
      data: listOf(listingRow),
      toDomain: (rows, total) => ({
        items: rows.map(
          (row): ExchangeListing => ({
            id: row.id,
            exId: row.ex_id,
            tick0: row.tick0,
            tick1: row.tick1,
            amt0: row.amt0,
            amt1: row.amt1,
            amt0Finish: row.amt0_finish,
            amt1Finish: row.amt1_finish,
            holderAddress: row.holder_address,
            reservesAddress: row.reserves_address,
            createDateMs: row.create_date,
            updateDateMs: row.update_date,
          }),
        ),
        total,
      }),
    },
    params,
    options,
  )
}
