import type { IndexerRecordStatus } from '@drc20/core'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'

/** The label of an operation's settlement status. */
export function activityStatusMessage(
  status: IndexerRecordStatus,
): MessageDescriptor {
  switch (status) {
    case 'pending':
      return msg`Pending`
    case 'completed':
      return msg`Completed`
    case 'failed':
      return msg`Failed`
    default: {
      const unknown: never = status
      throw new Error(`unknown status ${String(unknown)}`)
    }
  }
}

/** Filled badge colours whose text keeps 4.5:1 (theme autoContrast). */
export const STATUS_COLORS: Record<IndexerRecordStatus, string> = {
  pending: 'yellow.5',
  completed: 'teal.9',
  failed: 'red.9',
}
