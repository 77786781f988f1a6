import type { JournalStatus } from '@drc20/core'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'

/** The label of an operation's settlement status. */
export function activityStatusMessage(
  status: JournalStatus,
): MessageDescriptor {
  switch (status) {
    case 'pending':
      return msg`Pending`
    case 'completed':
      return msg`Completed`
    case 'failed':
      return msg`Failed`
    case 'not-found':
      return msg`Not found`
    default: {
      const unknown: never = status
      throw new Error(`unknown status ${String(unknown)}`)
    }
  }
}

/** Filled badge colours whose text keeps 4.5:1 (theme autoContrast). */
export const STATUS_COLORS: Record<JournalStatus, string> = {
  pending: 'yellow.5',
  completed: 'teal.9',
  failed: 'red.9',
  'not-found': 'gray.7',
}
