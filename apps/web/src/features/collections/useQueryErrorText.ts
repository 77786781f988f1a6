import { useLingui } from '@lingui/react/macro'
import { useCallback } from 'react'
import { queryErrorMessage } from '../../lib/api/queryErrorMessage'

/** A query's error as translated text, `undefined` when there is none. */
export function useQueryErrorText() {
  const { i18n } = useLingui()
  return useCallback(
    (error: unknown) => {
      const message = queryErrorMessage(error)
      return message === undefined ? undefined : i18n._(message)
    },
    [i18n],
  )
}
