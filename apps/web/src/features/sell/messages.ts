import type { FileOrderBatchIssue } from '@drc20/core'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { SellRefusal } from './sellFlow'

/** A batch's first blocking issue (the spec's words when nothing is eligible). */
export function sellIssueMessage(
  issue: FileOrderBatchIssue,
): MessageDescriptor {
  switch (issue.code) {
    case 'NO_FILES_TO_LIST':
      return msg`no files for placing orders`
    case 'NO_FILES_TO_CANCEL':
      return msg`no files to cancel`
    case 'NO_FILES_TO_REVOKE':
      return msg`no revoke files`
    case 'BATCH_TOO_LARGE':
      return msg`A batch holds at most ${issue.max} files.`
    case 'CART_FULL':
      return msg`The cart holds at most 50 files.`
    case 'PRICE_REQUIRED':
      return msg`Enter a price`
    case 'INVALID_NUMBER':
      return msg`Enter a valid amount`
    case 'TOO_MANY_DECIMALS':
      return msg`Too many decimal places`
    case 'AMOUNT_NOT_POSITIVE':
      return msg`The price must be above zero`
    case 'WRONG_DECIMAL_SEPARATOR':
      return msg`Use your language's decimal mark`
    case 'INVALID_FILE':
      return msg`A selected file cannot be inscribed in an order.`
    default: {
      const unknown: never = issue
      throw new Error(`unknown batch issue ${JSON.stringify(unknown)}`)
    }
  }
}

/** Why the re-check skipped a file (nothing was signed for it). */
export function sellRefusalMessage(refusal: SellRefusal): MessageDescriptor {
  switch (refusal.code) {
    case 'ALREADY_LISTED':
      return msg`Already listed: skipped, nothing signed.`
    case 'NOT_LISTED':
      return msg`No longer listed by you: skipped, nothing signed.`
    default: {
      const unknown: never = refusal.code
      throw new Error(`unknown refusal ${JSON.stringify(unknown)}`)
    }
  }
}
