import type { ApiError } from '@drc20/api'
import {
  DEFAULT_DEADLINE_MINUTES,
  type FlowStatus,
  getHeldAmount,
  getPairV1SwapReserves,
  getPairV2SwapReserves,
  getSwapFormState,
  getSwapSides,
  getTickDisplayName,
  parseDeadlineMinutes,
  recheckSwap,
  type SwapFormStateIssue,
  type SwapMarket,
  type SwapPayload,
  type SwapPool,
  type SwapQuote,
  type SwapReserves,
  type SwapV2Pool,
  selectSwapSide,
  transitionFlow,
} from '@drc20/core'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { atom, type Getter, type Setter } from 'jotai'
import { unwrap } from 'jotai/utils'
import type { ResultAsync } from 'neverthrow'
import { languageAtom } from '../../i18n/languageAtoms'
import { getNumberSeparators } from '../../i18n/numberSeparators'
import { createFormatters } from '../../i18n/useFormatters'
import { apiErrorMessage } from '../../lib/api/apiErrorMessage'
import { withApi } from '../../lib/api/withApi'
import { type AppServices, servicesAtom } from '../../lib/services'
import {
  connectedAddressAtom,
  walletStateAtom,
} from '../../lib/wallet/walletAtoms'
import { walletErrorMessage } from '../../lib/wallet/walletErrorMessage'
import { trackOperationAtom } from '../activity/atoms'
import {
  blocksBehindAtom,
  newBlockAtom,
  tradingPausedAtom,
} from '../blocks/atoms'
import {
  dogeBalanceAtom,
  refreshTokenBalancesAtom,
  type TokenOption,
  tokenBalancesAtom,
} from '../tokens/atoms'
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

// ---------------------------------------------------------------- pools

type PoolList<T> =
  | { readonly status: 'loading' }
  | { readonly status: 'loaded'; readonly pools: readonly T[] }
  | { readonly status: 'failed'; readonly error: ApiError }

const swapPoolsFetchAtom = atom(
  async (get): Promise<PoolList<SwapPool>> =>
    (
      await withApi(get(servicesAtom).api, (api) =>
        api.getSwapPools({ limit: 1000 }),
      )
    ).match(
      (page) => ({ status: 'loaded', pools: page.items }),
      (error) => ({ status: 'failed', error }),
    ),
)

/** Every pair-v1 pool (v4 swap/liquidity), loaded once. */
export const swapPoolsAtom = unwrap(
  swapPoolsFetchAtom,
  (): PoolList<SwapPool> => ({ status: 'loading' }),
)

/**
 * The tokens a pair-v1 swap can offer: every tick with a pool, plus native
 * DOGE for the WDOGE leg.
 */
export const swapTokenOptionsAtom = atom((get): readonly TokenOption[] => {
  const list = get(swapPoolsAtom)
  if (list.status !== 'loaded') return []
  return getSwapSides(list.pools.flatMap((pool) => [pool.tick0, pool.tick1]))
})

const swapV2PoolsFetchAtom = atom(
  async (get): Promise<PoolList<SwapV2Pool>> =>
    (
      await withApi(get(servicesAtom).api, (api) => api.getSwapV2Pools({}))
    ).match(
      (page) => ({ status: 'loaded', pools: page.items }),
      (error) => ({ status: 'failed', error }),
    ),
)

/** Every pair-v2 pool (v4 swap_v2/liquidity), loaded once. */
export const swapV2PoolsAtom = unwrap(
  swapV2PoolsFetchAtom,
  (): PoolList<SwapV2Pool> => ({ status: 'loading' }),
)

/**
 * Reserves of the pool a swap goes through, oriented to the direction:
 * `null` when the pair (or pair id) has no pool.
 */
export function fetchSwapReserves(
  api: AppServices['api'],
  market: SwapMarket,
  tickIn: string,
  tickOut: string,
  signal?: AbortSignal,
): ResultAsync<SwapReserves | null, ApiError> {
  if (market.kind === 'pair-v1') {
    return withApi(api, (client) =>
      client.getReservesV3({ tick0: tickIn, tick1: tickOut }, { signal }),
    ).map((r) => getPairV1SwapReserves(r, tickIn))
  }
  return withApi(api, (client) =>
    client.getSwapV2Pools({ pairId: market.pairId }, { signal }),
  ).map((page) =>
    getPairV2SwapReserves(
      page.items.find((p) => p.pairId === market.pairId),
      tickIn,
      tickOut,
    ),
  )
}

function getPairKey(get: Getter): string | undefined {
  const input = get(inputAtom)
  const output = get(outputAtom)
  if (!input || !output || input.tick === output.tick) return undefined
  const market = get(marketAtom)
  const pool = market.kind === 'pair-v2' ? market.pairId : 'v1'
  return `${pool}\n${input.tick}\n${output.tick}`
}

type ReservesResult =
  | { readonly key: string; readonly reserves: SwapReserves | null }
  | { readonly key: string; readonly error: ApiError }

const reservesRefreshAtom = atom(0)

const reservesFetchAtom = atom(
  async (get, { signal }): Promise<ReservesResult | undefined> => {
    get(newBlockAtom)
    get(reservesRefreshAtom)
    const key = getPairKey(get)
    const input = get(inputAtom)
    const output = get(outputAtom)
    if (key === undefined || !input || !output) return undefined
    const result = await fetchSwapReserves(
      get(servicesAtom).api,
      get(marketAtom),
      input.tick,
      output.tick,
      signal,
    )
    return result.match(
      (reserves) => ({ key, reserves }),
      (error) => ({ key, error }),
    )
  },
)
const reservesUnwrappedAtom = unwrap(reservesFetchAtom, (previous) => previous)

export type SwapReservesState =
  | { readonly status: 'idle' | 'loading' }
  | { readonly status: 'loaded'; readonly reserves: SwapReserves | null }
  | { readonly status: 'failed'; readonly error: ApiError }

/**
 * The current pair's reserves, re-read on every new indexed block; the
 * previous reserves of the same pair stay while a refresh runs.
 */
export const swapReservesAtom = atom((get): SwapReservesState => {
  const key = getPairKey(get)
  if (key === undefined) return { status: 'idle' }
  const state = get(reservesUnwrappedAtom)
  if (state === undefined || state.key !== key) return { status: 'loading' }
  if ('error' in state) return { status: 'failed', error: state.error }
  return { status: 'loaded', reserves: state.reserves }
})

const refreshSwapReservesAtom = atom(null, (get, set) => {
  set(reservesRefreshAtom, get(reservesRefreshAtom) + 1)
})

// -------------------------------------------------------------- preview

/** What the user holds of the input token; `undefined` while unknown. */
export const swapBalanceInAtom = atom((get) => {
  const input = get(inputAtom)
  if (input === undefined || get(connectedAddressAtom) === undefined)
    return undefined
  const balances = get(tokenBalancesAtom)
  return getHeldAmount(
    {
      byTick: balances.status === 'loaded' ? balances.balances : undefined,
      doge: get(dogeBalanceAtom),
    },
    input,
  )
})

/** Core's quote and the button's rules, per keystroke, no network. */
export const swapPreviewAtom = atom((get) => {
  const reserves = get(swapReservesAtom)
  return getSwapFormState({
    market: get(marketAtom),
    pair: { input: get(inputAtom), output: get(outputAtom) },
    amountText: get(amountTextAtom),
    slippageText: get(slippageTextAtom),
    separators: getNumberSeparators(get(languageAtom)),
    reserves: reserves.status === 'loaded' ? reserves.reserves : undefined,
    balanceIn: get(swapBalanceInAtom),
  })
})

export type SwapGate =
  | { readonly kind: 'connect' }
  /** Index lag above 5 blocks, or the heights not known yet (undefined). */
  | { readonly kind: 'paused'; readonly blocksBehind: number | undefined }
  | { readonly kind: 'loading-balance' }
  | { readonly kind: 'issue'; readonly issue: SwapFormStateIssue }
  | { readonly kind: 'ready' }

/** Whether the swap button is enabled and, if not, why. */
export const swapGateAtom = atom((get): SwapGate => {
  const preview = get(swapPreviewAtom)
  if (get(connectedAddressAtom) === undefined) return { kind: 'connect' }
  if (get(tradingPausedAtom)) {
    return { kind: 'paused', blocksBehind: get(blocksBehindAtom) ?? undefined }
  }
  const [issue] = preview.issues
  if (issue?.code === 'LOADING_BALANCE') return { kind: 'loading-balance' }
  if (issue) return { kind: 'issue', issue }
  return { kind: 'ready' }
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

/** Opens the confirm modal for the form's current quote. */
export const openSwapConfirmAtom = atom(null, (get, set) => {
  if (get(swapGateAtom).kind !== 'ready') return
  const preview = get(swapPreviewAtom)
  const input = get(inputAtom)
  const output = get(outputAtom)
  const { quote, payload, slippage } = preview
  if (!input || !output || !quote || !payload || !slippage) return
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
})

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
  if (get(tradingPausedAtom)) {
    patchFlow(get, set, {
      error: msg`Trading is paused while the index catches up with the chain. Try again in a moment.`,
    })
    return
  }
  patchFlow(get, set, { checking: true, error: undefined })

  const fresh = await fetchSwapReserves(
    get(servicesAtom).api,
    pending.market,
    pending.input.tick,
    pending.output.tick,
  )
  if (fresh.isErr()) {
    patchFlow(get, set, {
      checking: false,
      error: apiErrorMessage(fresh.error),
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
    reserves: fresh.value,
  })
  if (recheck.kind === 'refused') {
    patchFlow(get, set, {
      checking: false,
      error: swapIssueMessage(recheck.issue, ''),
    })
    return
  }
  if (recheck.kind === 'requote') {
    set(refreshSwapReservesAtom)
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
      set(refreshTokenBalancesAtom)
      set(refreshSwapReservesAtom)
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
