import { useLingui } from '@lingui/react/macro'
import { notifications } from '@mantine/notifications'
import { useAtomValue, useSetAtom } from 'jotai'
import { useEffect } from 'react'
import {
  activityAddressAtom,
  reconcileActivityAtom,
} from '../../lib/activity/activityAtoms'
import { INDEXED } from '../../lib/query/queryKeys'
import { useBlockPoll } from '../../lib/query/useBlockPoll'
import { useServices } from '../../lib/services'
import {
  clearLateSubmissionsAtom,
  lateSubmissionsAtom,
} from '../../lib/submit/lateAnswers'
import { indexerErrorMessage } from './indexerErrorMessage'

/**
 * Reconciles the journal on every new indexed block (and when the address
 * becomes known), with a notification per settled operation; a settlement
 * refreshes the indexer's lists (histories, balances) at once. Also tells
 * of operations the wallet sent after the wait for it ended.
 */
export function useActivityReconciler(): void {
  const { i18n, t } = useLingui()
  const { queryClient } = useServices()
  const indexHeight = useBlockPoll().data?.info?.indexHeight
  const address = useAtomValue(activityAddressAtom)
  const reconcile = useSetAtom(reconcileActivityAtom)
  const late = useAtomValue(lateSubmissionsAtom)
  const clearLate = useSetAtom(clearLateSubmissionsAtom)

  useEffect(() => {
    if (indexHeight === undefined || address === undefined) return
    reconcile(indexHeight).then(
      (transitions) => {
        if (transitions.some((t) => t.to === 'completed' || t.to === 'failed'))
          void queryClient.invalidateQueries({ queryKey: [INDEXED] })
        for (const { entry, to } of transitions) {
          const description = i18n._(entry.description)
          notifications.show(
            to === 'completed'
              ? {
                  color: 'green',
                  title: t`Operation completed`,
                  message: description,
                }
              : to === 'failed'
                ? {
                    color: 'red',
                    title: t`Operation failed`,
                    message: `${description}: ${i18n._(
                      indexerErrorMessage(entry.errorCode ?? 'UNKNOWN'),
                    )}`,
                  }
                : {
                    color: 'gray',
                    title: t`Not found: it may have been dropped`,
                    message: t`${description}: no indexer record yet. Check it again from the activity menu.`,
                  },
          )
        }
      },
      (error: unknown) =>
        console.warn('Activity: reconciliation failed', error),
    )
  }, [indexHeight, address, reconcile, queryClient, i18n, t])

  useEffect(() => {
    if (late.length === 0) return
    for (const submission of late) {
      const description = i18n._(submission.description)
      notifications.show({
        color: 'blue',
        title: t`Your wallet sent it after all`,
        message: t`${description}: the transaction was sent after the wait for the wallet ended. It is followed in the activity menu; do not send it again.`,
        autoClose: 10_000,
      })
    }
    clearLate()
  }, [late, clearLate, i18n, t])
}
