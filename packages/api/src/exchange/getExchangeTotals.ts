import type { ExchangeTotals } from '@drc20/core'
import type { ResultAsync } from 'neverthrow'
import * as v from 'valibot'
import type { ApiError } from '../errors.js'
import { postRoute } from '../transport/postRoute.js'
import type { ApiTransport, CallOptions } from '../transport/types.js'
import { f64, int } from '../transport/wire.js'

/** Listings ever created and filled WDOGE volume (POST v4/exchange/summary/total). */
export function getExchangeTotals(
  client: ApiTransport,
  options?: CallOptions,
): ResultAsync<ExchangeTotals, ApiError> {
  return postRoute(
    client,
    {
      path: 'v4/exchange/summary/total',
      data: v.object({ exchange: int, value_all: f64 }),
      toDomain: (data) => ({
        exchange: data.exchange,
        valueAll: data.value_all,
      }),
    },
    {},
    options,
  )
}
