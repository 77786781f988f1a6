import { err, ok, type Result, ResultAsync } from 'neverthrow'
import type { ApiError } from '../errors.js'
import type { ApiTransport, CallOptions } from './types.js'

export type HttpText = {
  readonly status: number
  readonly text: string
}

/**
 * Sends one request and reads the whole body as text, under the timeout and
 * the caller's signal. Never rejects: network failures, timeouts and aborts
 * come back as `ApiError` values. The body is read under the same timer, so
 * a server that stalls mid-body also times out.
 */
export function requestText(
  transport: ApiTransport,
  url: string,
  init: RequestInit,
  options: CallOptions = {},
): ResultAsync<HttpText, ApiError> {
  const timeoutMs = options.timeoutMs ?? transport.timeoutMs
  const callerSignal = options.signal
  return new ResultAsync(
    (async () => {
      if (callerSignal?.aborted) return errResult({ kind: 'aborted' })
      const controller = new AbortController()
      let timedOut = false
      const timer = setTimeout(() => {
        timedOut = true
        controller.abort()
      }, timeoutMs)
      const onAbort = () => controller.abort()
      callerSignal?.addEventListener('abort', onAbort, { once: true })
      try {
        const response = await transport.fetch(url, {
          ...init,
          signal: controller.signal,
        })
        const text = await response.text()
        if (callerSignal?.aborted) return errResult({ kind: 'aborted' })
        if (timedOut) return errResult({ kind: 'timeout', timeoutMs })
        return okResult({ status: response.status, text })
      } catch (cause) {
        if (callerSignal?.aborted) return errResult({ kind: 'aborted' })
        if (timedOut) return errResult({ kind: 'timeout', timeoutMs })
        return errResult({ kind: 'network', cause })
      } finally {
        clearTimeout(timer)
        callerSignal?.removeEventListener('abort', onAbort)
      }
    })(),
  )
}

function okResult(value: HttpText): Result<HttpText, ApiError> {
  return ok(value)
}

function errResult(error: ApiError): Result<HttpText, ApiError> {
  return err(error)
}
