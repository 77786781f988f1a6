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
 * a server that stalls mid-body also times out. The body is read as a
 * stream and the request is aborted as soon as it passes
 * `transport.maxResponseBytes` (a `decode` error whose `cause` is
 * `{ code: 'RESPONSE_TOO_LARGE', maxResponseBytes }`), so a hostile or
 * broken server cannot fill the page's memory.
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
        const limit = transport.maxResponseBytes
        const text = await readLimited(response, limit)
        if (callerSignal?.aborted) return errResult({ kind: 'aborted' })
        if (timedOut) return errResult({ kind: 'timeout', timeoutMs })
        if (text === null) {
          controller.abort()
          return errResult(tooLarge(limit))
        }
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

function tooLarge(maxResponseBytes: number): ApiError {
  return {
    kind: 'decode',
    issues: [
      {
        path: '',
        message: `response body larger than ${maxResponseBytes} bytes`,
      },
    ],
    cause: { code: 'RESPONSE_TOO_LARGE', maxResponseBytes },
  }
}

/**
 * The body as UTF-8 text, or `null` once it passes `limit` bytes: a
 * declared `Content-Length` above it is refused before reading, and a
 * streamed body is cancelled at the chunk that crosses it.
 */
async function readLimited(
  response: Response,
  limit: number,
): Promise<string | null> {
  const declared = Number(response.headers?.get?.('content-length') ?? NaN)
  if (Number.isFinite(declared) && declared > limit) {
    await response.body?.cancel().catch(() => undefined)
    return null
  }
  const reader = response.body?.getReader?.()
  if (reader === undefined) {
    const text = await response.text()
    return new TextEncoder().encode(text).byteLength > limit ? null : text
  }
  const chunks: Uint8Array[] = []
  let total = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    total += value.byteLength
    if (total > limit) {
      await reader.cancel().catch(() => undefined)
      return null
    }
    chunks.push(value)
  }
  const body = new Uint8Array(total)
  let offset = 0
  for (const chunk of chunks) {
    body.set(chunk, offset)
    offset += chunk.byteLength
  }
  return new TextDecoder().decode(body)
}

function okResult(value: HttpText): Result<HttpText, ApiError> {
  return ok(value)
}

function errResult(error: ApiError): Result<HttpText, ApiError> {
  return err(error)
}
