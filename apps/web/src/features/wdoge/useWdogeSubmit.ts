import type { MessageDescriptor } from '@lingui/core'
import { useLingui } from '@lingui/react/macro'
import { notifications } from '@mantine/notifications'
import { useSetAtom } from 'jotai'
import { useState } from 'react'
import { walletErrorMessage } from '../../lib/wallet/walletErrorMessage'
import { type SubmitWdogeParameters, submitWdogeAtom } from './atoms'

/**
 * Sends through the wallet and reports: a notification once submitted, a
 * translated error if the wallet failed, nothing if the user said no.
 */
export function useWdogeSubmit(onSubmitted: () => void) {
  const { i18n, t } = useLingui()
  const submit = useSetAtom(submitWdogeAtom)
  const [submitting, setSubmitting] = useState(false)
  const [error, setError] = useState<MessageDescriptor | undefined>()

  const send = async (parameters: SubmitWdogeParameters) => {
    setSubmitting(true)
    setError(undefined)
    try {
      const outcome = await submit(parameters)
      if (outcome.kind === 'submitted') {
        notifications.show({
          color: 'blue',
          title: t`Submitted`,
          message: i18n._(parameters.description),
        })
        onSubmitted()
      } else if (outcome.kind === 'failed') {
        setError(walletErrorMessage(outcome.error))
      }
    } finally {
      setSubmitting(false)
    }
  }
  return { send, submitting, error }
}
