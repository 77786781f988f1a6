import { type FileOrderBatchEntry, getFileListingState } from '@drc20/core'
import type { MessageDescriptor } from '@lingui/core'
import { fileDetailsQueryOptions } from '../../lib/query/collectionQueries'
import { createSubmitFlow } from '../../lib/submit/createSubmitFlow'

/** One file order of a batch (a listing or a cancel), to sign now. */
export type PendingFileOrder = {
  readonly entry: FileOrderBatchEntry
  readonly seller: string
  readonly description: MessageDescriptor
}

/** Why the re-check before signing skipped a file. */
export type SellRefusal = {
  /** Listed already (a listing) or no longer listed by you (a cancel). */
  readonly code: 'ALREADY_LISTED' | 'NOT_LISTED'
}

/**
 * The file orders' submit flow: each order-v2 create or cancel goes
 * through the wallet's `sendTrade`. Just before signing, the file's
 * orders are read again: a file listed meanwhile is not listed twice, and
 * a listing sold or cancelled meanwhile is not cancelled (docs/protocol.md
 * §9.2: only the maker's cancel of an open order returns the file).
 */
export const sellFlow = createSubmitFlow<PendingFileOrder, SellRefusal>({
  name: 'sell',
  sign: (wallet, pending) => wallet.sendTrade(pending.entry.payload),
  protocol: () => 'order-v2',
  payload: (pending) => pending.entry.payload,
  describe: (pending) => pending.description,
  async recheck(pending, { api, queryClient }) {
    const details = await queryClient.fetchQuery({
      ...fileDetailsQueryOptions(api, pending.entry.fileId),
      staleTime: 0,
    })
    const open = getFileListingState(details.orders).open
    const { payload } = pending.entry
    if (payload.op === 'create')
      return open === null
        ? { kind: 'sign' }
        : { kind: 'refused', issue: { code: 'ALREADY_LISTED' } }
    return open?.exId === payload.ex_id && open.seller === pending.seller
      ? { kind: 'sign' }
      : { kind: 'refused', issue: { code: 'NOT_LISTED' } }
  },
})
