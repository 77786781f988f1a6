import { type BlockInfo, getBlockNumberRetryDelay } from '@drc20/core'
import { ResultAsync } from 'neverthrow'
import type { ApiError } from '../errors.js'
import { retryPage } from '../paging/retryPage.js'
import type { ApiTransport, CallOptions } from '../transport/types.js'
import { getBlockInfo } from './getBlockInfo.js'

/**
 * `getBlockInfo` with the spec's retry: up to 3 retries after 1 s, 2 s and
 * 4 s (docs/product.md §7; schedule from core's `getBlockNumberRetryDelay`). Aborts
 * stop at once; `decode` errors are not retried (the answer would not
 * change). Returns the last error when all attempts fail.
 */
export function getBlockInfoWithRetry(
  client: ApiTransport,
  options: CallOptions = {},
): ResultAsync<BlockInfo, ApiError> {
  return new ResultAsync(
    retryPage(() => getBlockInfo(client, options), {
      getDelayMs: getBlockNumberRetryDelay,
      sleep: client.sleep,
      signal: options.signal,
    }),
  )
}
