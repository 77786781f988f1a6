import type { ApiError } from '@drc20/api'
import {
  type CustodyOutputs,
  checkQuoteStillValid,
  createPairV1SwapPayload,
  createPairV2SwapPayload,
  type FlowStatus,
  getTickDisplayName,
  type PairV1SwapPayload,
  type PairV2SwapPayload,
  type PayloadError,
  quoteSwap,
  type SwapPool,
  type SwapQuote,
  type SwapV2Pool,
  transitionFlow,
  WDOGE_TICK,
} from '@drc20/core'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { atom, type Getter, type Setter } from 'jotai'
import { unwrap } from 'jotai/utils'
import type { ResultAsync } from 'neverthrow'
import { getNumberSeparators } from '../../i18n/numberSeparators'
import { createFormatters } from '../../i18n/useFormatters'
import { trackOperationAtom } from '../activity/atoms'
import { apiErrorMessage } from '../api/apiErrorMessage'
import { withApiClient } from '../api/apiService'
import {
  blocksBehindAtom,
  newBlockAtom,
  tradingPausedAtom,
} from '../blocks/atoms'
import { languageAtom } from '../i18n/atoms'
import {
  dogeBalanceAtom,
  getOptionBalance,
  refreshTokenBalancesAtom,
  type TokenOption,
  tokenBalancesAtom,
} from '../tokens/atoms'
import { connectedAddressAtom, walletStateAtom } from '../wallet/atoms'
import {
  walletSetsOutputsAtom,
  withCustodyOutput,
} from '../wallet/custodyOutput'
import { walletErrorMessage } from '../wallet/walletErrorMessage'
import { getWalletClient } from '../wallet/walletService'
import {
  getSwapPreview,
  type SwapPreviewIssue,
  type SwapReserves,
} from './getSwapPreview'
import { SAME_TOKEN_MESSAGE, swapIssueMessage } from './messages'
import type { SwapPair } from './swapRoute'

/** pair-v1 pools are keyed by ticks, pair-v2 pools by `pair_id`. */
export type SwapMarket =
  | { readonly kind: 'pair-v1' }
  | { readonly kind: 'pair-v2'; readonly pairId: string }

/** The slippage box starts blank: the 0.5% default, in any language. */
export const DEFAULT_SLIPPAGE_TEXT = ''
export const DEFAULT_DEADLINE_MINUTES = '20'

/**
 * The deadline box: whole minutes, 1..4320 (3 days); `undefined` when
 * invalid. The inscription has no deadline field: the app enforces it by
 * refusing to sign a quote older than this (it re-quotes instead).
 */
export function parseDeadlineMinutes(text: string): number | undefined {
  const trimmed = text.trim()
  if (!/^\d{1,4}$/.test(trimmed)) return undefined
  const minutes = Number(trimmed)
  return minutes >= 1 && minutes <= 4320 ? minutes : undefined
}

const marketAtom = atom<SwapMarket>({ kind: 'pair-v1' })
const inputAtom = atom<TokenOption | undefined>(undefined)
const outputAtom = atom<TokenOption | undefined>(undefined)
const amountTextAtom = atom('')
const slippageTextAtom = atom(DEFAULT_SLIPPAGE_TEXT)
const deadlineTextAtom = atom(DEFAULT_DEADLINE_MINUTES)
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
    const input = side === 'input' ? option : get(inputAtom)
    let output = side === 'output' ? option : get(outputAtom)
    const same = input !== undefined && output?.tick === input.tick
    if (same) output = undefined
    set(sameTokenAlertAtom, same)
    set(inputAtom, input)
    set(outputAtom, output)
    return { input, output }
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
  async (): Promise<PoolList<SwapPool>> =>
    (await withApiClient((api) => api.getSwapPools({ limit: 1000 }))).match(
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
  const ticks = new Set<string>()
  for (const pool of list.pools) {
    ticks.add(pool.tick0)
    ticks.add(pool.tick1)
  }
  const options: TokenOption[] = [...ticks].map((tick) => ({ tick }))
  if (ticks.has(WDOGE_TICK)) options.push({ tick: WDOGE_TICK, doge: true })
  return options
})

const swapV2PoolsFetchAtom = atom(
  async (): Promise<PoolList<SwapV2Pool>> =>
    (await withApiClient((api) => api.getSwapV2Pools({}))).match(
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
  market: SwapMarket,
  tickIn: string,
  tickOut: string,
  signal?: AbortSignal,
): ResultAsync<SwapReserves | null, ApiError> {
  if (market.kind === 'pair-v1') {
    return withApiClient((api) =>
      api.getReservesV3({ tick0: tickIn, tick1: tickOut }, { signal }),
    ).map((r): SwapReserves | null => {
      if (!r.exists) return null
      return r.tick0 === tickIn
        ? { reserveIn: r.reserve0, reserveOut: r.reserve1 }
        : { reserveIn: r.reserve1, reserveOut: r.reserve0 }
    })
  }
  return withApiClient((api) =>
    api.getSwapV2Pools({ pairId: market.pairId }, { signal }),
  ).map((page): SwapReserves | null => {
    const pool = page.items.find((p) => p.pairId === market.pairId)
    if (pool === undefined) return null
    if (pool.tick0Id === tickIn && pool.tick1Id === tickOut)
      return { reserveIn: pool.amt0, reserveOut: pool.amt1 }
    if (pool.tick1Id === tickIn && pool.tick0Id === tickOut)
      return { reserveIn: pool.amt1, reserveOut: pool.amt0 }
    return null
  })
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
  return getOptionBalance(input, get(tokenBalancesAtom), get(dogeBalanceAtom))
})

/** Core's quote and the button's rules, per keystroke, no network. */
export const swapPreviewAtom = atom((get) => {
  const reserves = get(swapReservesAtom)
  return getSwapPreview({
    input: get(inputAtom),
    output: get(outputAtom),
    amountText: get(amountTextAtom),
    slippageText: get(slippageTextAtom),
    separators: getNumberSeparators(get(languageAtom)),
    reserves: reserves.status === 'loaded' ? reserves.reserves : undefined,
    balanceIn: get(swapBalanceInAtom),
    walletSetsOutputs: get(walletSetsOutputsAtom),
  })
})

export type SwapGate =
  | { readonly kind: 'connect' }
  /** Index lag above 5 blocks, or the heights not known yet (undefined). */
  | { readonly kind: 'paused'; readonly blocksBehind: number | undefined }
  | { readonly kind: 'loading-balance' }
  | { readonly kind: 'issue'; readonly issue: SwapPreviewIssue }
  | { readonly kind: 'ready' }

/** Whether the swap button is enabled and, if not, why. */
export const swapGateAtom = atom((get): SwapGate => {
  const preview = get(swapPreviewAtom)
  if (get(connectedAddressAtom) === undefined) return { kind: 'connect' }
  if (get(tradingPausedAtom)) {
    return { kind: 'paused', blocksBehind: get(blocksBehindAtom) ?? undefined }
  }
  if (preview.issue) return { kind: 'issue', issue: preview.issue }
  if (get(swapBalanceInAtom) === undefined) return { kind: 'loading-balance' }
  return { kind: 'ready' }
})

// ----------------------------------------------------------- the flow

export type SwapPayload = PairV1SwapPayload | PairV2SwapPayload

/** A swap in the confirm modal: exactly what will be signed. */
export type PendingSwap = {
  readonly market: SwapMarket
  readonly input: TokenOption
  readonly output: TokenOption
  readonly quote: SwapQuote
  readonly slippageBps: bigint
  /** Wrap fee in DOGE when the input is native DOGE, else 0. */
  readonly dogeFee: bigint
  /** The custody and fee outputs of a native-DOGE input. */
  readonly dogeOutputs?: CustodyOutputs
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

function buildPayload(
  market: SwapMarket,
  input: TokenOption,
  output: TokenOption,
  quote: SwapQuote,
  dogeOutputs: CustodyOutputs | undefined,
) {
  const doge = input.doge === true || output.doge === true
  const payload = buildSwapPayload(market, input, output, quote, doge)
  // A native-DOGE input above 2^26 DOGE may need a larger custody output.
  return payload.map((built) => withCustodyOutput(built, dogeOutputs))
}

function buildSwapPayload(
  market: SwapMarket,
  input: TokenOption,
  output: TokenOption,
  quote: SwapQuote,
  doge: boolean,
) {
  if (market.kind === 'pair-v2') {
    return createPairV2SwapPayload({
      pairId: market.pairId,
      tick0Id: input.tick,
      tick1Id: output.tick,
      amt0: quote.amountIn,
      amt1Min: quote.minimumAmountOut,
      doge,
    })
  }
  return createPairV1SwapPayload({
    tick0: input.tick,
    tick1: output.tick,
    amt0: quote.amountIn,
    amt1: quote.amountOut,
    amt1Min: quote.minimumAmountOut,
    doge,
  })
}

function buildPendingSwap(
  base: Omit<PendingSwap, 'payload' | 'quote' | 'priceMoved' | 'expired'>,
  amountIn: bigint,
  reserves: SwapReserves,
) {
  return quoteSwap({
    amountIn,
    reserveIn: reserves.reserveIn,
    reserveOut: reserves.reserveOut,
    slippageBps: base.slippageBps,
  })
    .mapErr((e): PayloadError | { readonly code: string } => e)
    .andThen((quote) =>
      buildPayload(
        base.market,
        base.input,
        base.output,
        quote,
        base.dogeOutputs,
      ).map((payload): PendingSwap => ({ ...base, quote, payload })),
    )
}

/** Opens the confirm modal for the form's current quote. */
export const openSwapConfirmAtom = atom(null, (get, set) => {
  if (get(swapGateAtom).kind !== 'ready') return
  const preview = get(swapPreviewAtom)
  const reserves = get(swapReservesAtom)
  const input = get(inputAtom)
  const output = get(outputAtom)
  if (
    !input ||
    !output ||
    preview.amountIn === undefined ||
    preview.slippage === undefined ||
    reserves.status !== 'loaded' ||
    !reserves.reserves
  ) {
    return
  }
  const built = buildPendingSwap(
    {
      market: get(marketAtom),
      input,
      output,
      slippageBps: preview.slippage.bps,
      dogeFee: preview.dogeFee,
      ...(preview.dogeOutputs ? { dogeOutputs: preview.dogeOutputs } : {}),
      quotedAtMs: Date.now(),
    },
    preview.amountIn,
    reserves.reserves,
  )
  set(flowAtom, {
    status: 'INIT',
    pending: built.unwrapOr(undefined),
    checking: false,
    error: built.isErr() ? msg`This swap cannot be built.` : undefined,
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
  const reserves = fresh.value
  if (reserves === null) {
    patchFlow(get, set, {
      checking: false,
      error: swapIssueMessage({ code: 'INVALID_PAIR' }, ''),
    })
    return
  }
  const check = checkQuoteStillValid({
    signedMinimumOut: pending.quote.minimumAmountOut,
    amountIn: pending.quote.amountIn,
    reserveIn: reserves.reserveIn,
    reserveOut: reserves.reserveOut,
  })
  const deadlineMinutes =
    parseDeadlineMinutes(get(deadlineTextAtom)) ??
    Number(DEFAULT_DEADLINE_MINUTES)
  const expired = Date.now() - pending.quotedAtMs > deadlineMinutes * 60_000
  if (check.isErr() || expired) {
    set(refreshSwapReservesAtom)
    const next = buildPendingSwap(
      { ...pending, quotedAtMs: Date.now() },
      pending.quote.amountIn,
      reserves,
    )
    patchFlow(get, set, {
      checking: false,
      pending: next.isOk()
        ? {
            ...next.value,
            priceMoved: check.isErr()
              ? { previousQuote: pending.quote }
              : undefined,
            expired: check.isOk(),
          }
        : pending,
      error: next.isErr()
        ? swapIssueMessage({ code: 'INSUFFICIENT_LIQUIDITY' }, '')
        : undefined,
    })
    return
  }

  const address = get(walletStateAtom).address
  patchFlow(get, set, {
    checking: false,
    status: step('INIT', { type: 'SUBMIT' }),
  })
  const result = await getWalletClient().createSwap(pending.payload)
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
