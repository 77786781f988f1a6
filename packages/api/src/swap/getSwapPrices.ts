import type { TokenPrice } from '@drc20/core'
import type { ResultAsync } from 'neverthrow'
import * as v from 'valibot'
import type { ApiError } from '../errors.js'
import { postRoute } from '../transport/postRoute.js'
import type { ApiTransport, CallOptions, Page } from '../transport/types.js'
import { dstr, listOf, str } from '../transport/wire.js'

const priceRow = v.object({ tick: str, last_price: dstr })

/**
 * Token prices in WDOGE, x 10^18 integer (POST v4/swap/price): direct WDOGE
 * pools and one hop.
 */
export function getSwapPrices(
  client: ApiTransport,
  options?: CallOptions,
): ResultAsync<Page<TokenPrice>, ApiError> {
  return postRoute(
    client,
    {
      path: 'v4/swap/price',
      data: listOf(priceRow),
      toDomain: (rows, total) => ({
        items: rows.map((row) => ({
          tick: row.tick,
          lastPriceE18: row.last_price,
        })),
        total,
      }),
    },
    {},
    options,
  )
}
