import type { TokenPrice } from '@drc20/core'
import type { ResultAsync } from 'neverthrow'
import * as v from 'valibot'
import type { ApiError } from '../errors.js'
import { postRoute } from '../transport/postRoute.js'
import { scaleDecimal } from '../transport/scaleDecimal.js'
import type { ApiTransport, CallOptions, Page } from '../transport/types.js'
import { listOf, str } from '../transport/wire.js'

/**
 * v3 sends the unscaled price as a float. It is scaled to x 10^18 from the
 * shortest decimal text of that double (what the server printed), rounded
 * toward zero, so v3 and v4 prices compare as integers.
 */
const priceE18 = v.pipe(
  v.number(),
  v.transform((price) => scaleDecimal(String(price), 18, 'towardZero')),
  v.check((value) => value !== null, 'expected a finite price'),
  v.transform((value) => value ?? 0n),
)

const priceRow = v.object({ tick: str, last_price: priceE18 })

/** Token prices in WDOGE (POST v3/swap/price), scaled to x 10^18. */
export function getSwapPricesV3(
  client: ApiTransport,
  options?: CallOptions,
): ResultAsync<Page<TokenPrice>, ApiError> {
  return postRoute(
    client,
    {
      path: 'v3/swap/price',
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
