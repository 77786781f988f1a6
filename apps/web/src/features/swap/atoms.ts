import {
  DEFAULT_DEADLINE_MINUTES,
  type FlowStatus,
  getTickDisplayName,
  parseDeadlineMinutes,
  recheckSwap,
  type SwapFormState,
  type SwapMarket,
  type SwapPayload,
  type SwapQuote,
  type SwapReserves,
  selectSwapSide,
  transitionFlow,
} from '@drc20/core'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { atom, type Getter, type Setter } from 'jotai'
import { languageAtom } from '../../i18n/languageAtoms'
import { createFormatters } from '../../i18n/useFormatters'
import { trackOperationAtom } from '../../lib/activity/activityAtoms'
import { apiErrorMessage } from '../../lib/api/apiErrorMessage'
import { ApiQueryError } from '../../lib/api/apiQueryError'
import { INDEXED } from '../../lib/query/queryKeys'
import { swapReservesQueryOptions } from '../../lib/query/swapQueries'
import { readTradingGate } from '../../lib/query/useBlockPoll'
import { servicesAtom } from '../../lib/services'
import { walletStateAtom } from '../../lib/wallet/walletAtoms'
import { walletErrorMessage } from '../../lib/wallet/walletErrorMessage'
import type { TokenOption } from '../tokens/atoms'
import { SAME_TOKEN_MESSAGE, swapIssueMessage } from './messages'
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

// ----------------------------------------------------------- the flow

/** A swap in the confirm modal: exactly what will be signed. */
export type PendingSwap = {
  readonly market: SwapMarket
  readonly input: TokenOption
  readonly output: TokenOption
  readonly quote: SwapQuote
  readonly slippageBps: bigint
  /** Wrap fee in DOGE when the input is native DOGE, else 0. */
  readonly dogeFee: bigint
  readonly payload: SwapPayload
  /**
   * Set when the re-check before signing found that the signed minimum
   * would not be met: the quote shown is the fresh one, to re-confirm.
   */
  readonly priceMoved?: { readonly previousQuote: SwapQuote }
  /** When the quote was made (epoch ms), for the deadline. */
  readonly quotedAtMs: number
  /** The quote outlived the deadline and was refreshed: re-confirm. */
  readonly expired?: boolean
}

export type SwapFlowState = {
  readonly status: FlowStatus
  /** The swap being confirmed or sent; the modal is open while set. */
  readonly pending: PendingSwap | undefined
  /** Re-reading the reserves before signing. */
  readonly checking: boolean
  readonly txHash?: string
  readonly error?: MessageDescriptor
}

const flowAtom = atom<SwapFlowState>({
  status: 'INIT',
  pending: undefined,
  checking: false,
})

export const swapFlowAtom = atom((get) => get(flowAtom))

/** Opens the confirm modal for the form's current quote (a ready form). */
export const openSwapConfirmAtom = atom(
  null,
  (get, set, preview: SwapFormState) => {
    const input = get(inputAtom)
    const output = get(outputAtom)
    const { quote, payload, slippage } = preview
    if (!input || !output || !quote || !payload || !slippage) return
    if (preview.issues.length > 0) return
    set(flowAtom, {
      status: 'INIT',
      pending: {
        market: get(marketAtom),
        input,
        output,
        quote,
        payload,
        slippageBps: slippage.bps,
        dogeFee: preview.dogeLeg?.fee ?? 0n,
        quotedAtMs: Date.now(),
      },
      checking: false,
    })
  },
)

/** Closes the modal (not while the wallet is open). */
export const closeSwapConfirmAtom = atom(null, (get, set) => {
  const state = get(flowAtom)
  if (state.status === 'awaiting-wallet' || state.checking) return
  const reset =
    state.status === 'INIT'
      ? 'INIT'
      : transitionFlow(state.status, { type: 'RESET' }).unwrapOr(
          'INIT' as const,
        )
  set(flowAtom, { status: reset, pending: undefined, checking: false })
})

function step(state: FlowStatus, event: Parameters<typeof transitionFlow>[1]) {
  return transitionFlow(state, event).match(
    (next) => next,
    (error) => {
      // An illegal transition is a bug in this file.
      throw new Error(`swap flow: ${error.event} in ${error.state}`)
    },
  )
}

function patchFlow(get: Getter, set: Setter, patch: Partial<SwapFlowState>) {
  set(flowAtom, { ...get(flowAtom), ...patch })
}

/**
 * Confirm in the modal: re-read the reserves and re-run the quote check
 * (`checkQuoteStillValid`); if the signed minimum would no longer be met,
 * show the fresh quote for re-confirmation instead of signing. Otherwise
 * open the wallet; a rejection is silent, a submission is tracked.
 */
export const confirmSwapAtom = atom(null, async (get, set) => {
  const state = get(flowAtom)
  const pending = state.pending
  if (!pending || state.status !== 'INIT' || state.checking) return
  const { api, queryClient } = get(servicesAtom)
  if (readTradingGate(queryClient).paused) {
    patchFlow(get, set, {
      error: msg`Trading is paused while the index catches up with the chain. Try again in a moment.`,
    })
    return
  }
  patchFlow(get, set, { checking: true, error: undefined })

  let fresh: SwapReserves | null
  try {
    fresh = await queryClient.fetchQuery({
      ...swapReservesQueryOptions(
        api,
        pending.market,
        pending.input.tick,
        pending.output.tick,
      ),
      staleTime: 0,
    })
  } catch (error) {
    patchFlow(get, set, {
      checking: false,
      error: apiErrorMessage(
        error instanceof ApiQueryError
          ? error.apiError
          : { kind: 'network', cause: error },
      ),
    })
    return
  }
  const nowMs = Date.now()
  const recheck = recheckSwap({
    ...pending,
    slippageBps: pending.slippageBps,
    nowMs,
    deadlineMinutes:
      parseDeadlineMinutes(get(deadlineTextAtom)) ?? DEFAULT_DEADLINE_MINUTES,
    reserves: fresh,
  })
  if (recheck.kind === 'refused') {
    patchFlow(get, set, {
      checking: false,
      error: swapIssueMessage(recheck.issue, ''),
    })
    return
  }
  if (recheck.kind === 'requote') {
    patchFlow(get, set, {
      checking: false,
      pending: {
        ...pending,
        quote: recheck.quote,
        payload: recheck.payload,
        quotedAtMs: nowMs,
        priceMoved: recheck.priceMoved
          ? { previousQuote: pending.quote }
          : undefined,
        expired: recheck.expired,
      },
      error: undefined,
    })
    return
  }

  const address = get(walletStateAtom).address
  patchFlow(get, set, {
    checking: false,
    status: step('INIT', { type: 'SUBMIT' }),
  })
  const result = await (await get(servicesAtom).wallet()).createSwap(
    pending.payload,
  )
  result.match(
    (outcome) => {
      if (outcome.kind === 'rejected') {
        // The user said no in the wallet: silently back to the modal.
        patchFlow(get, set, {
          status: step('awaiting-wallet', { type: 'REJECTED' }),
        })
        return
      }
      patchFlow(get, set, {
        status: step('awaiting-wallet', { type: 'SIGNED' }),
        txHash: outcome.txHash,
      })
      if (address !== undefined) {
        set(trackOperationAtom, {
          txHash: outcome.txHash,
          address,
          protocol: pending.market.kind,
          payload: { ...pending.payload },
          description: describeSwap(get, pending),
        })
      }
      set(amountTextAtom, '')
      void queryClient.invalidateQueries({ queryKey: [INDEXED] })
    },
    (error) => {
      patchFlow(get, set, {
        status: step('awaiting-wallet', { type: 'FAILED' }),
        error: walletErrorMessage(error),
      })
    },
  )
})

function describeSwap(get: Getter, pending: PendingSwap): MessageDescriptor {
  const format = createFormatters(get(languageAtom))
  const amountIn = format.amount(pending.quote.amountIn)
  const minimumOut = format.amount(pending.quote.minimumAmountOut)
  const inName = getTickDisplayName(pending.input.tick, {
    doge: pending.input.doge === true,
  })
  const outName = getTickDisplayName(pending.output.tick, {
    doge: pending.output.doge === true,
  })
  return msg`Swap ${amountIn} ${inName} for at least ${minimumOut} ${outName}`
}
