import { useLingui } from '@lingui/react/macro'
import { notifications } from '@mantine/notifications'
import { useAtomValue, useSetAtom } from 'jotai'
import { useEffect } from 'react'
import {
  activityAddressAtom,
  reconcileActivityAtom,
} from '../../lib/activity/activityAtoms'
import { useBlockPoll } from '../../lib/query/useBlockPoll'
import { indexerErrorMessage } from './indexerErrorMessage'

/**
 * Reconciles the journal on every new indexed block (and when the wallet's
 * address becomes known), with a notification per settled operation.
 */
export function useActivityReconciler(): void {
  const { i18n, t } = useLingui()
  const indexHeight = useBlockPoll().data?.info?.indexHeight
  const address = useAtomValue(activityAddressAtom)
  const reconcile = useSetAtom(reconcileActivityAtom)

  useEffect(() => {
    if (indexHeight === undefined || address === undefined) return
    reconcile().then(
      (transitions) => {
        for (const { entry, to } of transitions) {
          const description = i18n._(entry.description)
          notifications.show(
            to === 'completed'
              ? {
                  color: 'green',
                  title: t`Operation completed`,
                  message: description,
                }
              : {
                  color: 'red',
                  title: t`Operation failed`,
                  message: `${description}: ${i18n._(
                    indexerErrorMessage(entry.errorCode ?? 'UNKNOWN'),
                  )}`,
                },
          )
        }
      },
      (error: unknown) =>
        console.warn('Activity: reconciliation failed', error),
    )
  }, [indexHeight, address, reconcile, i18n, t])
}
