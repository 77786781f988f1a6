import type { WdogeDepositPayload, WdogeWithdrawPayload } from '@drc20/core'
import type { WalletError } from '@drc20/wallet'
import type { MessageDescriptor } from '@lingui/core'
import { atom } from 'jotai'
import { trackOperationAtom } from '../../lib/activity/activityAtoms'
import { servicesAtom } from '../../lib/services'
import { walletStateAtom } from '../../lib/wallet/walletAtoms'

export type WdogeSubmitOutcome =
  | { readonly kind: 'submitted'; readonly txHash: string }
  /** The user closed the wallet popup: show nothing. */
  | { readonly kind: 'rejected' }
  | { readonly kind: 'failed'; readonly error: WalletError }

export type SubmitWdogeParameters = {
  readonly payload: WdogeDepositPayload | WdogeWithdrawPayload
  /** For the activity menu, values already formatted. */
  readonly description: MessageDescriptor
}

/**
 * Sends a wrap or unwrap through the wallet (`createSwap`) and journals it
 * in the activity tracker once the wallet returns its tx hash.
 */
export const submitWdogeAtom = atom(
  null,
  async (
    get,
    set,
    { payload, description }: SubmitWdogeParameters,
  ): Promise<WdogeSubmitOutcome> => {
    const wallet = await get(servicesAtom).wallet()
    const result = await wallet.createSwap(payload)
    return result.match<WdogeSubmitOutcome>(
      (outcome) => {
        if (outcome.kind === 'rejected') return { kind: 'rejected' }
        const address =
          get(walletStateAtom).address ?? wallet.getSnapshot().address
        if (address !== undefined) {
          set(trackOperationAtom, {
            txHash: outcome.txHash,
            address,
            protocol: 'wdoge',
            payload,
            description,
          })
        }
        return { kind: 'submitted', txHash: outcome.txHash }
      },
      (error) => ({ kind: 'failed', error }),
    )
  },
)
