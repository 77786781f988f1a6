import { type BlockInfo, getBlockNumberRetryDelay } from '@drc20/core'
import { err, ResultAsync } from 'neverthrow'
import type { ApiError } from '../errors.js'
import type { ApiTransport, CallOptions } from '../transport/types.js'
import { getBlockInfo } from './getBlockInfo.js'

/**
 * `getBlockInfo` with the spec's retry: up to 3 retries after 1 s, 2 s and
 * 4 s (spec §7; schedule from core's `getBlockNumberRetryDelay`). Aborts stop at once; `decode` errors are not retried (the
 * answer would not change). Returns the last error when all attempts fail.
 */
export function getBlockInfoWithRetry(
  client: ApiTransport,
  options: CallOptions = {},
): ResultAsync<BlockInfo, ApiError> {
  return new ResultAsync(
    (async () => {
      for (let attempt = 0; ; attempt++) {
        const result = await getBlockInfo(client, options)
        if (result.isOk()) return result
        const { kind } = result.error
        if (kind === 'aborted' || kind === 'decode') return result
        // Core counts retries from 1.
        const delayMs = getBlockNumberRetryDelay(attempt + 1)
        if (delayMs === undefined) return result
        await client.sleep(delayMs, options.signal)
        if (options.signal?.aborted)
          return err<BlockInfo, ApiError>({ kind: 'aborted' })
      }
    })(),
  )
}
