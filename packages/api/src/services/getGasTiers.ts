import type { GasTiers } from '@drc20/core'
import { err, errAsync, ok, type Result, ResultAsync } from 'neverthrow'
import { type ApiError, decodeError } from '../errors.js'
import { isRecord } from '../transport/readEnvelope.js'
import { scaleDecimal } from '../transport/scaleDecimal.js'
import type {
  ApiTransport,
  CallOptions,
  FeeServiceEndpoint,
} from '../transport/types.js'
import { readCache, requestService, writeCache } from './requestService.js'

/** Core's gas tiers (koinu per kB) plus the service that gave them. */
export type ServiceGasTiers = GasTiers & {
  readonly source: FeeServiceEndpoint['kind']
}

const CACHE_KEY = 'gasTiers'

/**
 * Fee tiers from the configured fee services, tried in order (docs/product.md §7),
 * cached 5 minutes. Unit conversions (exact, decimal text, rounded toward
 * zero below 1 koinu):
 * - `mempool`: `hourFee`/`halfHourFee`/`fastestFee` are koinu per byte ->
 *   x 1000 -> low/medium/high koinu per kB;
 * - `chainExplorer`: `data.suggested_fee_per_kb` is DOGE per kB -> x 10^8;
 *   the one rate fills all three tiers;
 * - `perKb`: `low_fee_per_kb`/`medium_fee_per_kb`/`high_fee_per_kb` are
 *   koinu per kB already (top level, or under `data`).
 */
export function getGasTiers(
  client: ApiTransport,
  options?: CallOptions,
): ResultAsync<ServiceGasTiers, ApiError> {
  const cached = readCache(client, CACHE_KEY, isGasTiers)
  if (cached !== undefined) return new ResultAsync(Promise.resolve(ok(cached)))
  const services = client.services.fees ?? []
  if (services.length === 0) {
    return errAsync({
      kind: 'network',
      cause: new Error('services.fees is not configured'),
    })
  }
  return new ResultAsync(
    (async () => {
      let last: Result<ServiceGasTiers, ApiError> = err({ kind: 'aborted' })
      for (const service of services) {
        last = await requestService(client, service, {}, options).andThen(
          (body) => readTiers(body, service.kind),
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

function readTiers(
  body: Record<string, unknown>,
  kind: FeeServiceEndpoint['kind'],
): Result<ServiceGasTiers, ApiError> {
  if (kind === 'mempool') {
    const low = rate(body.hourFee, 3, 'hourFee')
    const medium = rate(body.halfHourFee, 3, 'halfHourFee')
    const high = rate(body.fastestFee, 3, 'fastestFee')
    return low.andThen((l) =>
      medium.andThen((m) =>
        high.map((h) => ({ low: l, medium: m, high: h, source: kind })),
      ),
    )
  }
  if (kind === 'chainExplorer') {
    const data = isRecord(body.data) ? body.data : {}
    return rate(data.suggested_fee_per_kb, 8, 'data.suggested_fee_per_kb').map(
      (perKb) => ({ low: perKb, medium: perKb, high: perKb, source: kind }),
    )
  }
  const holder = isRecord(body.data) ? body.data : body
  const low = rate(holder.low_fee_per_kb, 0, 'low_fee_per_kb')
  const medium = rate(holder.medium_fee_per_kb, 0, 'medium_fee_per_kb')
  const high = rate(holder.high_fee_per_kb, 0, 'high_fee_per_kb')
  return low.andThen((l) =>
    medium.andThen((m) =>
      high.map((h) => ({ low: l, medium: m, high: h, source: kind })),
    ),
  )
}

/** Decimal text x 10^scale -> positive koinu per kB. */
function rate(
  value: unknown,
  scale: number,
  path: string,
): Result<bigint, ApiError> {
  const scaled =
    typeof value === 'string' ? scaleDecimal(value, scale, 'towardZero') : null
  if (scaled === null || scaled <= 0n) {
    return err(decodeError('expected a positive fee rate', path))
  }
  return ok(scaled)
}

function isGasTiers(value: unknown): value is ServiceGasTiers {
  return isRecord(value) && typeof value.low === 'bigint'
}
