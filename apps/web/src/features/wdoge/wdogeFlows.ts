import type { WdogeDepositPayload, WdogeWithdrawPayload } from '@drc20/core'
import type { MessageDescriptor } from '@lingui/core'
import { createSubmitFlow } from '../../lib/submit/createSubmitFlow'

/** A wrap or an unwrap: what is signed and what the journal calls it. */
export type PendingWdogeOperation<T> = {
  readonly payload: T
  /** Values already formatted. */
  readonly description: MessageDescriptor
}

function createWdogeFlow<T extends WdogeDepositPayload | WdogeWithdrawPayload>(
  name: string,
) {
  return createSubmitFlow<PendingWdogeOperation<T>>({
    name,
    sign: (wallet, pending) => wallet.createSwap(pending.payload),
    protocol: () => 'wdoge',
    payload: (pending) => pending.payload,
    describe: (pending) => pending.description,
    // The page gates both forms on the index lag and passes it down.
    pausable: false,
  })
}

/** The wrap form's submit flow (no confirmation step: it submits at once). */
export const wrapFlow = createWdogeFlow<WdogeDepositPayload>('wrap')

/** The unwrap form's submit flow. */
export const unwrapFlow = createWdogeFlow<WdogeWithdrawPayload>('unwrap')
