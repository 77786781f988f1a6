import type {
  DepositError,
  UnwrapFormIssue,
  WdogeOp,
  WithdrawError,
  WrapFormIssue,
} from '@drc20/core'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { amountInputMessage } from '../../i18n/amountInputMessage'
import type { NumberSeparators } from '../../i18n/numberSeparators'
import { custodyOutputMessage } from '../../lib/wallet/custodyOutput'

type FormatAmount = (raw: bigint) => string

/** Why a wrap cannot be sent. */
export function depositErrorMessage(
  error: DepositError,
  format: FormatAmount,
): MessageDescriptor {
  switch (error.code) {
    case 'INVALID_AMOUNT':
      return msg`Enter an amount greater than 0`
    case 'BELOW_PRODUCT_FLOOR': {
      const floor = format(error.floor)
      return msg`Wrap more than ${floor} DOGE (a limit of this app, not of the protocol)`
    }
    case 'INSUFFICIENT_BALANCE': {
      const required = format(error.required)
      return msg`Insufficient DOGE balance: ${required} DOGE needed including fees`
    }
    default: {
      const unknown: never = error
      throw new Error(`unknown deposit error ${JSON.stringify(unknown)}`)
    }
  }
}

/** Why an unwrap cannot be sent. */
export function withdrawErrorMessage(
  error: WithdrawError,
  format: FormatAmount,
): MessageDescriptor {
  switch (error.code) {
    case 'INVALID_AMOUNT':
      return msg`Enter an amount greater than 0`
    case 'BELOW_UNWRAP_MINIMUM': {
      const minimum = format(error.minimum)
      return msg`Unwrap at least ${minimum} WDOGE`
    }
    case 'INSUFFICIENT_BALANCE':
      return msg`Insufficient WDOGE balance`
    default: {
      const unknown: never = error
      throw new Error(`unknown withdraw error ${JSON.stringify(unknown)}`)
    }
  }
}

export function wdogeOpMessage(op: WdogeOp): MessageDescriptor {
  return op === 'deposit' ? msg`Wrap` : msg`Unwrap`
}

/**
 * The wrap form's first issue, worded: nothing while the box is blank or
 * the balance loads.
 */
export function wrapIssueMessage(
  issue: WrapFormIssue | undefined,
  format: FormatAmount,
  separators: NumberSeparators,
): MessageDescriptor | undefined {
  if (issue === undefined) return undefined
  switch (issue.code) {
    case 'LOADING_BALANCE':
      return undefined
    case 'AMOUNT_TEXT':
      return amountInputMessage(issue.error, separators)
    case 'CUSTODY_OUTPUT':
      return custodyOutputMessage(issue.error)
    default:
      return depositErrorMessage(issue, format)
  }
}

/** The unwrap form's first issue, worded (as {@link wrapIssueMessage}). */
export function unwrapIssueMessage(
  issue: UnwrapFormIssue | undefined,
  format: FormatAmount,
  separators: NumberSeparators,
): MessageDescriptor | undefined {
  if (issue === undefined) return undefined
  switch (issue.code) {
    case 'LOADING_BALANCE':
      return undefined
    case 'AMOUNT_TEXT':
      return amountInputMessage(issue.error, separators)
    default:
      return withdrawErrorMessage(issue, format)
  }
}
