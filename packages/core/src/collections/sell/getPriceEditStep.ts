import type { FileExchangeOrder } from '../../domain/listings.js'
import { getFileListingState } from '../getFileListingState.js'

/** What of a price edit the wallet has sent so far. */
export type PriceEditSent = 'nothing' | 'cancel' | 'create'

export type GetPriceEditStepParameters = {
  /** The file's order-v2 rows as the indexer shows them now. */
  readonly orders: readonly FileExchangeOrder[]
  /** The listing whose price is edited (`ex_id`). */
  readonly exId: string
  /** The maker: the address editing its listing. */
  readonly seller: string
  readonly sent: PriceEditSent
}

/**
 * The next move of a price edit:
 * - `cancel`: sign the cancel of the old listing (phase 1);
 * - `wait-cancel`: the cancel is sent, not settled yet;
 * - `list`: the cancel settled and the file is back, not listed: sign
 *   the listing at the new price (phase 2);
 * - `wait-list`: the new listing is sent, not settled yet;
 * - `done`: the file is listed again by the seller under a new `ex_id`;
 * - `stopped`: nothing more to sign, with why: `SOLD` (the old listing
 *   was bought first), `NOT_LISTED` (it is not the seller's open listing
 *   any more before phase 1), `LISTED_ELSEWHERE` (another listing of the
 *   file is open before phase 2), `CANCEL_FAILED` (the indexer failed
 *   the cancel: the old listing stands, nothing is listed anew).
 */
export type PriceEditStep =
  | { readonly next: 'cancel' | 'wait-cancel' | 'list' | 'wait-list' | 'done' }
  | {
      readonly next: 'stopped'
      readonly code:
        | 'SOLD'
        | 'NOT_LISTED'
        | 'LISTED_ELSEWHERE'
        | 'CANCEL_FAILED'
    }

/**
 * A listing's price edit, decided from settled state. order-v2 has no
 * "modify" (docs/protocol.md §9): an edit is a cancel of the open listing
 * and, once the indexer shows the cancel settled (the file returned to the
 * maker, not listed), a new create at the new price. Two wallet approvals,
 * two inscriptions; the file is not listed in between. A trade of the old
 * listing that settles first ends the edit (the file is the buyer's).
 *
 * @example getPriceEditStep({ orders, exId, seller, sent: 'nothing' }) // { next: 'cancel' }
 */
export function getPriceEditStep({
  orders,
  exId,
  seller,
  sent,
}: GetPriceEditStepParameters): PriceEditStep {
  const { open } = getFileListingState(orders)
  const closing = orders.find(
    (o) => o.status === 'completed' && o.exId === exId && o.op !== 'create',
  )
  if (closing?.op === 'trade') return { next: 'stopped', code: 'SOLD' }
  const mine = open !== null && open.seller === seller
  switch (sent) {
    case 'nothing':
      return open?.exId === exId && mine
        ? { next: 'cancel' }
        : { next: 'stopped', code: 'NOT_LISTED' }
    case 'cancel':
      if (closing === undefined)
        return orders.some(
          (o) => o.status === 'failed' && o.exId === exId && o.op === 'cancel',
        ) && open?.exId === exId
          ? { next: 'stopped', code: 'CANCEL_FAILED' }
          : { next: 'wait-cancel' }
      return open === null
        ? { next: 'list' }
        : { next: 'stopped', code: 'LISTED_ELSEWHERE' }
    case 'create':
      return mine && open.exId !== exId
        ? { next: 'done' }
        : { next: 'wait-list' }
    default: {
      const unknown: never = sent
      throw new Error(`unknown edit phase ${String(unknown)}`)
    }
  }
}

/**
 * Whether a new price is worth an edit: the same price as the listing's
 * would spend two inscriptions to change nothing.
 *
 * @example getPriceEditIssue(100n, 100n) // { code: 'SAME_PRICE' }
 */
export function getPriceEditIssue(
  currentPrice: bigint,
  newPrice: bigint,
): { readonly code: 'SAME_PRICE' } | undefined {
  return currentPrice === newPrice ? { code: 'SAME_PRICE' } : undefined
}
