import {
  type CartDropReason,
  type CartTrade,
  recheckCartItem,
} from '@drc20/core'
import type { MessageDescriptor } from '@lingui/core'
import { fileDetailsQueryOptions } from '../../lib/query/collectionQueries'
import { createSubmitFlow } from '../../lib/submit/createSubmitFlow'

/** One trade of a cart checkout, to sign now. */
export type PendingCartTrade = {
  readonly trade: CartTrade
  readonly buyer: string
  /** For the activity journal; values already formatted. */
  readonly description: MessageDescriptor
}

/** Why the re-check right before signing refused a trade. */
export type CartRefusal = {
  readonly code: CartDropReason | 'PRICE_CHANGED'
}

/**
 * The cart's submit flow: every order-v2 trade goes through the wallet's
 * `sendTrade`, and just before each is signed the file's orders are read
 * again (docs/protocol.md §9.2: a trade on a sold or cancelled order pays
 * and receives nothing), so a file sold meanwhile is refused unsigned.
 */
export const cartFlow = createSubmitFlow<PendingCartTrade, CartRefusal>({
  name: 'cart',
  sign: (wallet, pending) => wallet.sendTrade(pending.trade.payload),
  protocol: () => 'order-v2',
  payload: (pending) => pending.trade.payload,
  describe: (pending) => pending.description,
  async recheck(pending, { api, queryClient }) {
    const { item } = pending.trade
    const details = await queryClient.fetchQuery({
      ...fileDetailsQueryOptions(api, item.fileId),
      staleTime: 0,
    })
    const check = recheckCartItem(item, details.orders, pending.buyer)
    if (check.kind === 'buy') return { kind: 'sign' }
    return {
      kind: 'refused',
      issue: {
        code: check.kind === 'changed' ? 'PRICE_CHANGED' : check.reason,
      },
    }
  },
})
