import type { Drc20Balance } from '@drc20/core'
import type { ResultAsync } from 'neverthrow'
import * as v from 'valibot'
import type { ApiError } from '../errors.js'
import { postRoute } from '../transport/postRoute.js'
import type { ApiTransport, CallOptions, Page } from '../transport/types.js'
import { dstr, dstrOrNull, int, listOf, str, ts } from '../transport/wire.js'

export type GetBalancesParameters = {
  readonly tick?: string
  readonly holderAddress?: string
  readonly limit?: number
  readonly offset?: number
}

const balanceRow = v.object({
  tick: str,
  amt: dstr,
  max: dstrOrNull,
  logo: v.pipe(
    v.nullable(str),
    v.transform((logo) => logo ?? ''),
  ),
  holder_address: str,
  transactions: int,
  update_date: ts,
  create_date: ts,
})

/**
 * Non-zero balances by address and/or tick, balance desc (POST
 * v4/drc20/collect-address). Includes LP and WDOGE balances.
 */
export function getBalances(
  client: ApiTransport,
  params: GetBalancesParameters = {},
  options?: CallOptions,
): ResultAsync<Page<Drc20Balance>, ApiError> {
  return postRoute(
    client,
    {
      path: 'v4/drc20/collect-address',
      data: listOf(balanceRow),
      toDomain: (rows, total) => ({
        items: rows.map(
          (row): Drc20Balance => ({
            tick: row.tick,
            amt: row.amt,
            max: row.max,
            logo: row.logo,
            holderAddress: row.holder_address,
            transactions: row.transactions,
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
