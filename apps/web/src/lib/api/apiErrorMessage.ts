import type { ApiError } from '@drc20/api'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'

/**
 * 502 Bad Gateway and 504 Gateway Timeout come from a proxy in front of
 * the provider (the preview server's `/api`, a deployment's reverse
 * proxy) that could not reach it: a failed connection, not an answer.
 */
const GATEWAY_FAILURES: ReadonlySet<number> = new Set([502, 504])

/** The spec's error catalogue (docs/product.md §8) for every failure of the api client. */
export function apiErrorMessage(error: ApiError): MessageDescriptor {
  switch (error.kind) {
    case 'http':
      if (GATEWAY_FAILURES.has(error.status))
        return msg`Network connection failed, please check your network`
      return msg`HTTP error! status: ${error.status}`
    case 'api': {
      // The server's own words are kept, as the original app shows them.
      const message = error.message.trim()
      if (message === '') return msg`The server refused the request`
      return msg`${message}`
    }
    case 'network':
      return msg`Network connection failed, please check your network`
    case 'timeout':
      return msg`Connection timed out, please try again later`
    case 'decode':
      return msg`Unexpected response from the server`
    case 'aborted':
      return msg`The request was cancelled`
    default: {
      const unreachable: never = error
      throw new Error(`unknown api error ${JSON.stringify(unreachable)}`)
    }
  }
}

/** A query's error (`ApiQueryError` or anything else thrown) in words. */
export function queryErrorMessage(error: unknown): MessageDescriptor {
  if (
    typeof error === 'object' &&
    error !== null &&
    'apiError' in error &&
    typeof error.apiError === 'object' &&
    error.apiError !== null
  )
    return apiErrorMessage(error.apiError as ApiError)
  return msg`Something went wrong.`
}
