import {
  type CartCheckout,
  type CartItem,
  type CartItemCheck,
  type CartTradeOutcome,
  getCartCheckout,
  getCartTradeStep,
  recheckCartItem,
} from '@drc20/core'
import type { MessageDescriptor } from '@lingui/core'
import { atom } from 'jotai'
import { fileDetailsQueryOptions } from '../../lib/query/collectionQueries'
import { servicesAtom } from '../../lib/services'
import type { SubmitFlowError } from '../../lib/submit/createSubmitFlow'
import { getBatchOutcome } from '../../lib/submit/getBatchOutcome'
import {
  cartItemsAtom,
  removeFromCartAtom,
  updateCartItemsAtom,
} from './cartAtoms'
import { type CartRefusal, cartFlow } from './cartFlow'

/** One trade's end, with its file. */
export type CartTradeResult = {
  readonly item: CartItem
  readonly outcome: CartTradeOutcome
  readonly txHash?: string
  readonly error?: SubmitFlowError<CartRefusal>
}

export type CheckoutState =
  | { readonly phase: 'idle' }
  /** Reading every carted file's orders afresh. */
  | { readonly phase: 'checking' }
  | { readonly phase: 'check-failed'; readonly error: unknown }
  /** The confirmation: what will be signed, frozen. */
  | {
      readonly phase: 'review'
      readonly buyer: string
      readonly checkout: CartCheckout
    }
  /** Signing trade `index`, one wallet approval after the other. */
  | {
      readonly phase: 'running'
      readonly buyer: string
      readonly checkout: CartCheckout
      readonly index: number
      readonly results: readonly CartTradeResult[]
    }
  | {
      readonly phase: 'done'
      readonly checkout: CartCheckout
      readonly results: readonly CartTradeResult[]
    }

export const checkoutAtom = atom<CheckoutState>({ phase: 'idle' })

/** Reads at most this many files' orders at once. */
const READ_CONCURRENCY = 5

/**
 * "Complete purchase": re-reads each carted file's orders, drops what is
 * sold, cancelled or no longer listed (nothing is paid for it), takes a
 * changed listing's fresh price into the cart (flagged), and opens the
 * confirmation with the exact totals.
 */
export const startCheckoutAtom = atom(
  null,
  async (get, set, buyer: string): Promise<void> => {
    const phase = get(checkoutAtom).phase
    if (phase === 'checking' || phase === 'running') return
    set(checkoutAtom, { phase: 'checking' })
    const { api, queryClient } = get(servicesAtom)
    const items = get(cartItemsAtom)
    const checks: CartItemCheck[] = []
    try {
      for (let i = 0; i < items.length; i += READ_CONCURRENCY) {
        const chunk = items.slice(i, i + READ_CONCURRENCY)
        const read = await Promise.all(
          chunk.map((item) =>
            queryClient.fetchQuery({
              ...fileDetailsQueryOptions(api, item.fileId),
              staleTime: 0,
            }),
          ),
        )
        chunk.forEach((item, j) => {
          checks.push(recheckCartItem(item, read[j]?.orders ?? [], buyer))
        })
      }
    } catch (error) {
      set(checkoutAtom, { phase: 'check-failed', error })
      return
    }
    const checkout = getCartCheckout(checks)
    set(
      removeFromCartAtom,
      checkout.dropped.map((d) => d.item.fileId),
    )
    set(
      updateCartItemsAtom,
      checkout.trades.map((t) => t.item),
    )
    set(checkoutAtom, { phase: 'review', buyer, checkout })
  },
)

/**
 * Signs the confirmed trades one after the other through the cart's
 * submit flow (re-check, wallet, journal): what core's `getCartTradeStep`
 * says decides after each whether to go on and whether the file leaves
 * the cart.
 */
export const runCheckoutAtom = atom(
  null,
  async (
    get,
    set,
    describeItem: (item: CartItem) => MessageDescriptor,
  ): Promise<void> => {
    const state = get(checkoutAtom)
    if (state.phase !== 'review') return
    const { buyer, checkout } = state
    const results: CartTradeResult[] = []
    for (const [index, trade] of checkout.trades.entries()) {
      set(checkoutAtom, { phase: 'running', buyer, checkout, index, results })
      const status = await set(cartFlow.submitAtom, {
        trade,
        buyer,
        description: describeItem(trade.item),
      })
      const flow = get(cartFlow.stateAtom)
      const outcome = getBatchOutcome(status, flow.error, (issue) => issue.code)
      results.push({
        item: trade.item,
        outcome,
        txHash: flow.txHash,
        error: flow.error,
      })
      set(cartFlow.closeAtom)
      const step = getCartTradeStep(outcome)
      if (step.removeFromCart) set(removeFromCartAtom, [trade.item.fileId])
      if (step.next === 'stop') break
    }
    set(checkoutAtom, { phase: 'done', checkout, results })
  },
)

/** Closes the confirmation or the result (not while signing). */
export const closeCheckoutAtom = atom(null, (get, set) => {
  const phase = get(checkoutAtom).phase
  if (phase === 'checking' || phase === 'running') return
  set(checkoutAtom, { phase: 'idle' })
})
