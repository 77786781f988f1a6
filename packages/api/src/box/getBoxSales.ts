import type { BoxSale } from '@drc20/core'
import type { ResultAsync } from 'neverthrow'
import * as v from 'valibot'
import type { ApiError } from '../errors.js'
import { postRoute } from '../transport/postRoute.js'
import type { ApiTransport, CallOptions, Page } from '../transport/types.js'
import { dstr, flag, int, listOf, str, ts } from '../transport/wire.js'

export type GetBoxSalesParameters = {
  readonly tick0?: string
  readonly tick1?: string
  readonly holderAddress?: string
  readonly limit?: number
  readonly offset?: number
}

const saleRow = v.object({
  id: int,
  tick0: str,
  tick1: str,
  max: dstr,
  amt0: dstr,
  liqamt: dstr,
  liqblock: int,
  amt1: dstr,
  amt0_finish: dstr,
  liqamt_finish: dstr,
  holder_address: str,
  reserves_address: str,
  is_del: flag,
  create_date: ts,
  update_date: ts,
})

/** Launchpad sales, refunded ones included (POST v4/box/collect). */
export function getBoxSales(
  client: ApiTransport,
  params: GetBoxSalesParameters = {},
  options?: CallOptions,
): ResultAsync<Page<BoxSale>, ApiError> {
  return postRoute(
    client,
    {
      path: 'v4/box/collect',
      data: listOf(saleRow),
      toDomain: (rows, total) => ({
        items: rows.map(
          (row): BoxSale => ({
            id: row.id,
            tick0: row.tick0,
            tick1: row.tick1,
            max: row.max,
            amt0: row.amt0,
            liqamt: row.liqamt,
            liqblock: row.liqblock,
            amt1: row.amt1,
            amt0Finish: row.amt0_finish,
            liqamtFinish: row.liqamt_finish,
            holderAddress: row.holder_address,
            reservesAddress: row.reserves_address,
            isDel: row.is_del,
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
