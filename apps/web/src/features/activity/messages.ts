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

export const STATUS_COLORS: Record<IndexerRecordStatus, string> = {
  pending: 'yellow',
  completed: 'green',
  failed: 'red',
}
