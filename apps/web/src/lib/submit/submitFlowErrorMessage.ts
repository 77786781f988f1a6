import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { apiErrorMessage } from '../api/apiErrorMessage'
import { walletErrorMessage } from '../wallet/walletErrorMessage'
import type { SubmitFlowError } from './createSubmitFlow'

/**
 * The text of a submit flow's error; `refusal` words the feature's own
 * re-check refusals.
 */
export function submitFlowErrorMessage<I>(
  error: SubmitFlowError<I>,
  refusal: (issue: I) => MessageDescriptor,
): MessageDescriptor {
  switch (error.code) {
    case 'TRADING_PAUSED':
      return msg`Trading is paused while the index catches up with the chain. Try again in a moment.`
    case 'CHECK_FAILED':
      return apiErrorMessage(error.error)
    case 'REFUSED':
      return refusal(error.issue)
    case 'WALLET':
      return walletErrorMessage(error.error)
    default: {
      const unknown: never = error
      throw new Error(`unknown submit error ${JSON.stringify(unknown)}`)
    }
  }
}
