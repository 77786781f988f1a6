import type { ApiClient, ApiError } from '@drc20/api'
import { ResultAsync } from 'neverthrow'
import type { AppServices } from '../services'

/**
 * Runs `call` with the app's api client. A client that cannot load (its
 * chunk failed) is a `network` error, like any unreachable server.
 */
export function withApi<T>(
  api: AppServices['api'],
  call: (client: ApiClient) => ResultAsync<T, ApiError>,
): ResultAsync<T, ApiError> {
  return ResultAsync.fromPromise(
    api(),
    (cause): ApiError => ({ kind: 'network', cause }),
  ).andThen(call)
}
