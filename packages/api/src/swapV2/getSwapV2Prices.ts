import type { TokenPrice } from '@drc20/core'
import type { ResultAsync } from 'neverthrow'
import * as v from 'valibot'
import type { ApiError } from '../errors.js'
import { postRoute } from '../transport/postRoute.js'
import type { ApiTransport, CallOptions, Page } from '../transport/types.js'
import { dstr, listOf, str } from '../transport/wire.js'

const priceRow = v.object({ tick_id: str, last_price: dstr })

/**
 * Prices by token id, x 10^18 (POST v4/swap_v2/price); `tick` holds the
 * meme-20 id or DRC-20 tick.
 */
export function getSwapV2Prices(
  client: ApiTransport,
  options?: CallOptions,
): ResultAsync<Page<TokenPrice>, ApiError> {
  return postRoute(
    client,
    {
      path: 'v4/swap_v2/price',
      data: listOf(priceRow),
      toDomain: (rows, total) => ({
        items: rows.map((row) => ({
          tick: row.tick_id,
          lastPriceE18: row.last_price,
        })),
        total,
      }),
    },
    {},
    options,
  )
}
