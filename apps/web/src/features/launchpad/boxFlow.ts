import type { BoxV1DeployPayload, BoxV1MintPayload } from '@drc20/core'
import type { MessageDescriptor } from '@lingui/core'
import { createSubmitFlow } from '../../lib/submit/createSubmitFlow'

/** A box deploy or contribution in the confirmation: what is signed. */
export type PendingBox = {
  readonly kind: 'deploy' | 'mint'
  readonly payload: BoxV1DeployPayload | BoxV1MintPayload
  /** The review, already formatted: label, exact value, test id. */
  readonly rows: readonly {
    readonly label: MessageDescriptor
    readonly value: string
    readonly testId?: string
  }[]
  readonly description: MessageDescriptor
}

/** box-v1 through the wallet's launchpad method (docs/wallet.md §3.4). */
export const boxFlow = createSubmitFlow<PendingBox>({
  name: 'box',
  sign: (wallet, pending) => wallet.sendBox(pending.payload),
  protocol: () => 'box-v1',
  payload: (pending) => pending.payload,
  describe: (pending) => pending.description,
  pausable: false,
})
