import type { PoolPayload, WalletDogeCosts } from '@drc20/core'
import type { MessageDescriptor } from '@lingui/core'
import { createSubmitFlow } from '../../lib/submit/createSubmitFlow'

/** A pool operation in the confirmation: exactly what will be signed. */
export type PendingPoolOperation = {
  readonly payload: PoolPayload
  /** What the activity list will call it, values already formatted. */
  readonly description: MessageDescriptor
  /** Every DOGE the wallet pays for the payload, frozen with it. */
  readonly dogeCosts?: WalletDogeCosts
}

/** The submit flow of the create, add and remove forms. */
export const poolFlow = createSubmitFlow<PendingPoolOperation>({
  name: 'pool',
  sign: (wallet, pending) => wallet.createSwap(pending.payload),
  protocol: (pending) => pending.payload.p,
  payload: (pending) => pending.payload,
  describe: (pending) => pending.description,
})
