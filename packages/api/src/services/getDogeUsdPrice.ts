import { err, errAsync, ok, type Result, ResultAsync } from 'neverthrow'
import { type ApiError, decodeError } from '../errors.js'
import { isRecord } from '../transport/readEnvelope.js'
import { scaleDecimal } from '../transport/scaleDecimal.js'
import type {
  ApiTransport,
  CallOptions,
  ServiceEndpoint,
} from '../transport/types.js'
import { readCache, requestService, writeCache } from './requestService.js'

export type GetDogeUsdPriceReturnType = {
  /** USD per DOGE as the service's decimal text (use bignumber.js). */
  readonly usdPerDoge: string
  readonly source: 'primary' | 'proxy'
}

const CACHE_KEY = 'dogeUsdPrice'

/**
 * DOGE/USD price (docs/product.md §7): `services.dogePrice`, then
 * `services.dogePriceProxy` when it fails. Accepts the coingecko shape
 * `{ dogecoin: { usd } }` and the hosted `/v4/info/dogeprice` shape (top
 * level `last`). Cached 5 minutes (clock from the client's `now`).
 */
export function getDogeUsdPrice(
  client: ApiTransport,
  options?: CallOptions,
): ResultAsync<GetDogeUsdPriceReturnType, ApiError> {
  const cached = readCache(client, CACHE_KEY, isPrice)
  if (cached !== undefined) return new ResultAsync(Promise.resolve(ok(cached)))
  const sources: [ServiceEndpoint | undefined, 'primary' | 'proxy'][] = [
    [client.services.dogePrice, 'primary'],
    [client.services.dogePriceProxy, 'proxy'],
  ]
  const configured = sources.filter(
    (s): s is [ServiceEndpoint, 'primary' | 'proxy'] => s[0] !== undefined,
  )
  if (configured.length === 0) {
    return errAsync({
      kind: 'network',
      cause: new Error('services.dogePrice is not configured'),
    })
  }
  return new ResultAsync(
    (async () => {
      let last: Result<GetDogeUsdPriceReturnType, ApiError> = err({
        kind: 'aborted',
      })
      for (const [endpoint, source] of configured) {
        last = await requestService(client, endpoint, {}, options).andThen(
          (body) => readPrice(body, source),
        )
        if (last.isOk()) {
          writeCache(client, CACHE_KEY, last.value)
          return last
        }
        if (last.error.kind === 'aborted') return last
      }
      return last
    })(),
  )
}

function readPrice(
  body: Record<string, unknown>,
  source: 'primary' | 'proxy',
): Result<GetDogeUsdPriceReturnType, ApiError> {
  const text = isRecord(body.dogecoin) ? body.dogecoin.usd : body.last
  if (typeof text !== 'string') {
    return err(decodeError('expected dogecoin.usd or last', 'dogecoin.usd'))
  }
  const scaled = scaleDecimal(text, 18, 'towardZero')
  if (scaled === null || scaled <= 0n) {
    return err(decodeError('expected a positive price', 'dogecoin.usd'))
  }
  return ok({ usdPerDoge: text, source })
}

function isPrice(value: unknown): value is GetDogeUsdPriceReturnType {
  return isRecord(value) && typeof value.usdPerDoge === 'string'
}
