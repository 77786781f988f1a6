import {
  DEFAULT_DEADLINE_MINUTES,
  type SwapMarket,
  selectSwapSide,
} from '@drc20/core'
import { atom } from 'jotai'
import type { TokenOption } from '../tokens/atoms'
import { SAME_TOKEN_MESSAGE } from './messages'
import type { SwapPair } from './swapRoute'

export type { SwapMarket }

/** The slippage box starts blank: the 0.5% default, in any language. */
export const DEFAULT_SLIPPAGE_TEXT = ''

const marketAtom = atom<SwapMarket>({ kind: 'pair-v1' })
const inputAtom = atom<TokenOption | undefined>(undefined)
const outputAtom = atom<TokenOption | undefined>(undefined)
const amountTextAtom = atom('')
const slippageTextAtom = atom(DEFAULT_SLIPPAGE_TEXT)
const deadlineTextAtom = atom(String(DEFAULT_DEADLINE_MINUTES))
const sameTokenAlertAtom = atom(false)

export const swapMarketAtom = atom((get) => get(marketAtom))
export const swapPairAtom = atom(
  (get): SwapPair => ({ input: get(inputAtom), output: get(outputAtom) }),
)
export const swapAmountTextAtom = atom(
  (get) => get(amountTextAtom),
  (_get, set, text: string) => set(amountTextAtom, text),
)
export const swapSlippageTextAtom = atom(
  (get) => get(slippageTextAtom),
  (_get, set, text: string) => set(slippageTextAtom, text),
)
export const swapDeadlineTextAtom = atom(
  (get) => get(deadlineTextAtom),
  (_get, set, text: string) => set(deadlineTextAtom, text),
)
/** The spec's same-token alert, shown until the next choice. */
export const swapSameTokenAlertAtom = atom((get) =>
  get(sameTokenAlertAtom) ? SAME_TOKEN_MESSAGE : undefined,
)

/** Sets market and pair from the URL (pages call it on navigation). */
export const setSwapPairAtom = atom(
  null,
  (get, set, market: SwapMarket, pair: SwapPair) => {
    const current = get(marketAtom)
    if (
      current.kind !== market.kind ||
      (current.kind === 'pair-v2' &&
        market.kind === 'pair-v2' &&
        current.pairId !== market.pairId)
    ) {
      set(marketAtom, market)
    }
    set(inputAtom, pair.input)
    set(outputAtom, pair.output)
    set(sameTokenAlertAtom, false)
  },
)

/**
 * A token chosen on one side. The same token on both sides alerts the
 * spec's message and clears the second (output) token. Returns the pair.
 */
export const selectSwapTokenAtom = atom(
  null,
  (get, set, side: 'input' | 'output', option: TokenOption): SwapPair => {
    const { pair, sameToken } = selectSwapSide(
      { input: get(inputAtom), output: get(outputAtom) },
      side,
      option,
    )
    set(sameTokenAlertAtom, sameToken)
    set(inputAtom, pair.input)
    set(outputAtom, pair.output)
    return pair
  },
)

/** Reverses the direction; the amounts are cleared (spec §2). */
export const reverseSwapAtom = atom(null, (get, set): SwapPair => {
  const pair = { input: get(outputAtom), output: get(inputAtom) }
  set(inputAtom, pair.input)
  set(outputAtom, pair.output)
  set(amountTextAtom, '')
  set(sameTokenAlertAtom, false)
  return pair
})
