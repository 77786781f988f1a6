import { err, type Result } from 'neverthrow'
import type { ApiError } from '../errors.js'
import type { Sleep } from '../transport/types.js'

export type RetryPageOptions = {
  /** Retries after the first failure (default 2: three attempts in all). */
  readonly maxRetries?: number
  readonly retryDelayMs?: number
  readonly sleep: Sleep
  readonly signal?: AbortSignal
}

/**
 * Runs `load` until it succeeds or the retries are used up. Aborts and
 * `decode` errors are final (retrying cannot change them).
 */
export async function retryPage<T>(
  load: () => PromiseLike<Result<T, ApiError>>,
  { maxRetries = 2, retryDelayMs = 1000, sleep, signal }: RetryPageOptions,
): Promise<Result<T, ApiError>> {
  for (let attempt = 0; ; attempt++) {
    const result = await load()
    if (result.isOk()) return result
    const { kind } = result.error
    if (kind === 'aborted' || kind === 'decode' || attempt >= maxRetries) {
      return result
    }
    await sleep(retryDelayMs, signal)
    if (signal?.aborted) return err({ kind: 'aborted' })
  }
}
