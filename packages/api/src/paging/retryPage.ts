import { err, type Result } from 'neverthrow'
import type { ApiError } from '../errors.js'
import type { Sleep } from '../transport/types.js'

export type RetryPageOptions = {
  /** Retries after the first failure (default 2: three attempts in all). */
  readonly maxRetries?: number
  readonly retryDelayMs?: number
  /**
   * The pause before retry `n` (counted from 1), `undefined` to give up;
   * replaces `maxRetries` and `retryDelayMs` when given.
   */
  readonly getDelayMs?: (retry: number) => number | undefined
  readonly sleep: Sleep
  readonly signal?: AbortSignal
}

/**
 * Runs `load` until it succeeds or the retries are used up. Aborts and
 * `decode` errors are final (retrying cannot change them).
 */
export async function retryPage<T>(
  load: () => PromiseLike<Result<T, ApiError>>,
  {
    maxRetries = 2,
    retryDelayMs = 1000,
    getDelayMs = (retry) => (retry <= maxRetries ? retryDelayMs : undefined),
    sleep,
    signal,
  }: RetryPageOptions,
): Promise<Result<T, ApiError>> {
  for (let retry = 1; ; retry++) {
    const result = await load()
    if (result.isOk()) return result
    const { kind } = result.error
    if (kind === 'aborted' || kind === 'decode') return result
    const delayMs = getDelayMs(retry)
    if (delayMs === undefined) return result
    await sleep(delayMs, signal)
    if (signal?.aborted) return err({ kind: 'aborted' })
  }
}
