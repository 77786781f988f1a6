import type { ApiError } from '@drc20/api'
import { i18n } from '@lingui/core'
import { describe, expect, it } from 'vitest'
import { apiErrorMessage } from './apiErrorMessage'

describe(apiErrorMessage, () => {
  it.each<[ApiError, string]>([
    [
      { kind: 'http', status: 500, message: '', serverMessage: null },
      'HTTP error! status: 500',
    ],
    // A proxy that could not reach the provider: the connection failed.
    [
      { kind: 'http', status: 502, message: '', serverMessage: null },
      'Network connection failed, please check your network',
    ],
    [
      { kind: 'http', status: 504, message: '', serverMessage: null },
      'Network connection failed, please check your network',
    ],
    [{ kind: 'api', code: 500, message: 'tick not found' }, 'tick not found'],
    [
      { kind: 'api', code: null, message: ' ' },
      'The server refused the request',
    ],
    [
      { kind: 'network', cause: new TypeError('fetch failed') },
      'Network connection failed, please check your network',
    ],
    [
      { kind: 'timeout', timeoutMs: 15_000 },
      'Connection timed out, please try again later',
    ],
    [
      { kind: 'decode', issues: [{ path: 'data', message: 'x' }] },
      'Unexpected response from the server',
    ],
    [{ kind: 'aborted' }, 'The request was cancelled'],
  ])('behavior: %j → %s', (error, text) => {
    expect(i18n._(apiErrorMessage(error))).toBe(text)
  })
})
