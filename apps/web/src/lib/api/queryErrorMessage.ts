import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { apiErrorMessage } from './apiErrorMessage'
import { ApiQueryError } from './apiQueryError'

/** A failed query's message: the api error's, or a generic one. */
export function queryErrorMessage(error: unknown): MessageDescriptor {
  return error instanceof ApiQueryError
    ? apiErrorMessage(error.apiError)
    : msg`Something went wrong.`
}
