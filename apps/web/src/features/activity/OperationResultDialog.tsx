import { JOURNAL_NOT_FOUND_AFTER_BLOCKS } from '@drc20/core'
import type { MessageDescriptor } from '@lingui/core'
import { useLingui } from '@lingui/react/macro'
import { Button } from '@mantine/core'
import { useAtomValue, useSetAtom } from 'jotai'
import { useState } from 'react'
import {
  activityEntriesAtom,
  recheckActivityAtom,
} from '../../lib/activity/activityAtoms'
import type { ActivityEntry } from '../../lib/activity/types'
import { ResultDialog } from '../../ui/ResultDialog'
import { indexerErrorMessage } from './indexerErrorMessage'

export type OperationResultDialogProps = {
  /** The submitted transaction; the dialog is open while it is set. */
  readonly txHash: string | undefined
  readonly onClose: () => void
  /** What was sent, while the journal has no entry for it (not connected). */
  readonly description?: MessageDescriptor
}

/**
 * The "send result" dialog of one submitted operation, following its
 * journal entry as the indexer settles it: pending, completed, failed
 * (with the decoded reason) or not found (with "Check again"). A feature
 * opens it after a submission; the activity menu reopens it.
 */
export function OperationResultDialog({
  txHash,
  onClose,
  description,
}: OperationResultDialogProps) {
  const { i18n, t } = useLingui()
  const entries = useAtomValue(activityEntriesAtom)
  const recheck = useSetAtom(recheckActivityAtom)
  const [checking, setChecking] = useState(false)
  // Kept while the dialog closes, so its text does not vanish mid-animation.
  const [shown, setShown] = useState(txHash)
  if (txHash !== undefined && txHash !== shown) setShown(txHash)
  const hash = txHash ?? shown
  const entry: ActivityEntry | undefined = entries.find(
    (e) => e.txHash === hash?.toLowerCase(),
  )
  const status = entry?.status ?? 'pending'
  const summary = entry?.description ?? description

  const checkAgain = async () => {
    if (!entry) return
    setChecking(true)
    try {
      await recheck(entry.txHash)
    } finally {
      setChecking(false)
    }
  }

  return (
    <ResultDialog
      opened={txHash !== undefined}
      onClose={onClose}
      outcome={
        status === 'pending'
          ? 'pending'
          : status === 'completed'
            ? 'completed'
            : 'failed'
      }
      title={
        status === 'not-found'
          ? t`Not found`
          : // docs/product.md §8: a failed stake says so, with its reason.
            status === 'failed' && entry?.protocol === 'stake-v1'
            ? t`Stake failed`
            : undefined
      }
      summary={summary ? i18n._(summary) : undefined}
      txHash={hash}
      error={
        status === 'failed'
          ? i18n._(indexerErrorMessage(entry?.errorCode ?? 'UNKNOWN'))
          : status === 'not-found'
            ? t`Not found: it may have been dropped. The indexer has no record of it after ${JOURNAL_NOT_FOUND_AFTER_BLOCKS} blocks; check your wallet or the explorer, or check again.`
            : undefined
      }
      actions={
        status === 'not-found' ? (
          <Button variant="default" loading={checking} onClick={checkAgain}>
            {t`Check again`}
          </Button>
        ) : undefined
      }
    />
  )
}
