import type { WalletError } from '@drc20/wallet'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'

/** The translated text shown for each wallet error (docs/product.md §8). */
export function walletErrorMessage(error: WalletError): MessageDescriptor {
  switch (error.code) {
    case 'WALLET_NOT_INSTALLED':
      return msg`Please install the wallet to continue.`
    case 'WALLET_VERSION_TOO_OLD':
      return msg`Wallet version too low, update to 1.4.3 or above.`
    case 'WALLET_LOCKED_OR_CLOSED':
      return msg`The wallet is locked or its window was closed. Unlock it and try again.`
    case 'WALLET_NO_ANSWER':
      return msg`No answer from the wallet yet: check it before retrying.`
    case 'SAME_REQUEST_OUTSTANDING':
      return msg`This request is still waiting for the wallet: check the wallet before sending it again.`
    case 'WALLET_BUSY':
      return msg`There are other unfinished operations at the current address. Please wait for completion before submitting.`
    case 'INSUFFICIENT_FUNDS':
      return msg`The balance is insufficient to complete this transaction.`
    case 'WALLET_FAILED': {
      const reason = error.reason
      switch (reason) {
        case 'PAYMENT_FAILED':
          return msg`Payment failed!`
        case 'NO_TX_HASH':
          return msg`Submission unsuccessful on-chain. Please resubmit.`
        case 'NO_SIGNATURE':
          return msg`The wallet returned no signature.`
        case 'NO_ACCOUNT':
          return msg`Create an account in your wallet first.`
        case 'RPC_ERROR':
          return msg`Transaction failed`
        default:
          return exhaustive(reason)
      }
    }
    case 'UNSUPPORTED_METHOD':
      return msg`Your wallet does not support this action. Update the wallet.`
    case 'INVALID_PAYLOAD':
      return msg`This request is invalid and was not sent.`
    case 'INVALID_ADDRESS':
      return msg`An address in this request is invalid; nothing was sent.`
    case 'WRONG_NETWORK':
      return msg`Switch your wallet to the Dogecoin main network.`
    case 'NOT_CONNECTED':
      return msg`Connect your wallet first.`
    case 'ACCOUNT_CHANGED':
      return msg`Your wallet account changed. Review the request and try again.`
    default:
      return exhaustive(error)
  }
}

function exhaustive(value: never): never {
  throw new Error(`unhandled wallet error ${JSON.stringify(value)}`)
}
