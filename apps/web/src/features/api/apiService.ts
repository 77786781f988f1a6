import type { ApiClient, ApiError } from '@drc20/api'
import { ResultAsync } from 'neverthrow'
import { getServicesConfig } from '../../app/services'
import { getApiClientConfig } from './getApiClientConfig'

let client: Promise<ApiClient> | undefined

/**
 * The one api client of the page, created on first use from the runtime
 * config. `@drc20/api` is imported here dynamically so the client and its
 * schemas load in their own chunk, after the first paint. A failed load is
 * not kept: the next call tries again.
 */
export function getApiClient(): Promise<ApiClient> {
  if (client === undefined) {
    const pending = import('@drc20/api').then(({ createApiClient }) =>
      createApiClient(getApiClientConfig(getServicesConfig())),
    )
    client = pending
    pending.catch(() => {
      if (client === pending) client = undefined
    })
  }
  return client
}

/** Replaces the client (tests inject one over a local HTTP server). */
export function setApiClient(next: ApiClient): void {
  client = Promise.resolve(next)
}

/**
 * Runs `call` with the page's client. A client that cannot load (its chunk
 * failed) is a `network` error, like any unreachable server.
 */
export function withApiClient<T>(
  call: (api: ApiClient) => ResultAsync<T, ApiError>,
): ResultAsync<T, ApiError> {
  return ResultAsync.fromPromise(
    getApiClient(),
    (cause): ApiError => ({ kind: 'network', cause }),
  ).andThen(call)
}
