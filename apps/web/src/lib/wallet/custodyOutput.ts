import type { CustodyOutputsError } from '@drc20/core'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { atom } from 'jotai'
import { runtimeConfigAtom } from '../services'

/**
 * Whether the wallet lets the page set a deposit's custody output. Only the
 * devnet's simulated wallet does (it reads `custody_output` from the
 * payload); the real extension's methods take the payload alone and pay
 * exactly the deposit (docs/wallet.md §3.4).
 */
export const walletSetsOutputsAtom = atom(
  (get) => get(runtimeConfigAtom).network === 'devnet',
)

/** Why a DOGE deposit of this size cannot be sent. */
export function custodyOutputMessage(
  error: CustodyOutputsError,
): MessageDescriptor {
  switch (error.code) {
    case 'WALLET_CANNOT_PAY_CUSTODY_OUTPUT':
      return msg`Deposits of 67,108,864 DOGE or more cannot be sent from this wallet: it pays exactly the amount, which the indexer reads as slightly less and ignores, keeping the DOGE. Split it into smaller deposits.`
    case 'OUTPUT_UNREADABLE':
      return msg`This amount is too large for a DOGE output.`
    case 'INVALID_AMOUNT':
      return msg`Enter an amount greater than 0`
    default: {
      const unknown: never = error
      throw new Error(`unknown custody error ${JSON.stringify(unknown)}`)
    }
  }
}
