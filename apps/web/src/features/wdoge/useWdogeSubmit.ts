import { useLingui } from '@lingui/react/macro'
import { notifications } from '@mantine/notifications'
import { useAtomValue, useSetAtom } from 'jotai'
import { useEffect } from 'react'
import type { SubmitFlow } from '../../lib/submit/createSubmitFlow'
import { submitFlowErrorMessage } from '../../lib/submit/submitFlowErrorMessage'
import type { PendingWdogeOperation } from './wdogeFlows'

/**
 * Sends a wrap or unwrap through its submit flow and reports: a
 * notification once submitted, a translated error if the wallet failed,
 * nothing if the user said no.
 */
export function useWdogeSubmit<T>(
  flow: SubmitFlow<PendingWdogeOperation<T>>,
  onSubmitted: () => void,
) {
  const { i18n, t } = useLingui()
  const state = useAtomValue(flow.stateAtom)
  const submit = useSetAtom(flow.submitAtom)
  const close = useSetAtom(flow.closeAtom)
  // The form starts clean: nothing left from a previous visit.
  useEffect(() => close, [close])

  const send = async (pending: PendingWdogeOperation<T>) => {
    const status = await submit(pending)
    if (status !== 'submitted') return
    notifications.show({
      color: 'blue',
      title: t`Submitted`,
      message: i18n._(pending.description),
    })
    onSubmitted()
    close()
  }
  return {
    send,
    submitting: state.status === 'awaiting-wallet',
    error:
      state.error &&
      submitFlowErrorMessage(state.error, (issue: never) => issue),
  }
}
