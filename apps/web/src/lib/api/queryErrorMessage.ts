import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { apiErrorMessage } from './apiErrorMessage'
import { ApiQueryError } from './apiQueryError'

/**
 * Why a query failed, as a message to translate: the api client's error
 * in the spec's words, anything else generically. `undefined` when there
 * is no error.
 */
export function queryErrorMessage(error: null | undefined): undefined
export function queryErrorMessage(
  error: NonNullable<unknown>,
): MessageDescriptor
export function queryErrorMessage(error: unknown): MessageDescriptor | undefined
export function queryErrorMessage(
  error: unknown,
): MessageDescriptor | undefined {
  if (error === null || error === undefined) return undefined
  return error instanceof ApiQueryError
    ? apiErrorMessage(error.apiError)
    : msg`Something went wrong. Please try again.`
}
