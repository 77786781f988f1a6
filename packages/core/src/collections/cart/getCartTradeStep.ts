import type { CartDropReason } from './recheckCartItem.js'

/** How one trade of a checkout ended. */
export type CartTradeOutcome =
  /** The wallet sent it (the journal follows it to the indexer). */
  | { readonly kind: 'submitted' }
  /** The re-check right before signing refused it: nothing was signed. */
  | {
      readonly kind: 'refused'
      readonly reason: CartDropReason | 'PRICE_CHANGED'
    }
  /** The user said no in the wallet. */
  | { readonly kind: 'rejected' }
  /** The wallet failed, the re-check could not read, or trading paused. */
  | { readonly kind: 'failed' }

export type CartTradeStep = {
  /** Go on with the next trade, or stop the checkout here. */
  readonly next: 'continue' | 'stop'
  /** Take the file out of the cart (bought, or no longer buyable). */
  readonly removeFromCart: boolean
}

/**
 * What a checkout does after each trade: a sent trade leaves the cart; a
 * file refused as sold, cancelled, not listed or the buyer's own leaves it
 * too (nothing is paid for it) and the others go on; a changed price keeps
 * it in the cart for a fresh confirmation and goes on; a rejection in the
 * wallet or a failure stops the checkout, keeping the rest in the cart.
 *
 * @example getCartTradeStep({ kind: 'rejected' }) // { next: 'stop', removeFromCart: false }
 */
export function getCartTradeStep(outcome: CartTradeOutcome): CartTradeStep {
  switch (outcome.kind) {
    case 'submitted':
      return { next: 'continue', removeFromCart: true }
    case 'refused':
      return {
        next: 'continue',
        removeFromCart: outcome.reason !== 'PRICE_CHANGED',
      }
    case 'rejected':
    case 'failed':
      return { next: 'stop', removeFromCart: false }
  }
}
