import {
  type CustodyOutputs,
  DEFAULT_DEADLINE_MINUTES,
  getTickDisplayName,
  parseDeadlineMinutes,
  recheckSwap,
  type SwapFormState,
  type SwapMarket,
  type SwapPair,
  type SwapPayload,
  type SwapQuote,
  type SwapSide,
} from '@drc20/core'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { Getter } from 'jotai'
import { languageAtom } from '../../i18n/languageAtoms'
import { createFormatters } from '../../i18n/useFormatters'
import { swapReservesQueryOptions } from '../../lib/query/swapQueries'
import { createSubmitFlow } from '../../lib/submit/createSubmitFlow'

/** A swap in the confirmation: exactly what will be signed. */
export type PendingSwap = {
  readonly market: SwapMarket
  readonly input: SwapSide
  readonly output: SwapSide
  readonly quote: SwapQuote
  readonly slippageBps: bigint
  /** Wrap fee in DOGE when the input is native DOGE, else 0. */
  readonly dogeFee: bigint
  /** The custody and fee outputs of a native-DOGE input. */
  readonly dogeOutputs?: CustodyOutputs
  readonly payload: SwapPayload
  /** When the quote was made (epoch ms) and the deadline setting. */
  readonly quotedAtMs: number
  readonly deadlineMinutes: number
  /**
   * Set when the re-check before signing found that the signed minimum
   * would not be met: the quote shown is the fresh one, to re-confirm.
   */
  readonly priceMoved?: { readonly previousQuote: SwapQuote }
  /** The quote outlived the deadline and was refreshed: re-confirm. */
  readonly expired?: boolean
}

/** Why the re-check refused a swap (words: `swapIssueMessage`). */
export type SwapRefusal =
  | { readonly code: 'INVALID_PAIR' }
  | { readonly code: 'INSUFFICIENT_LIQUIDITY' }

/**
 * The swap to confirm for a ready form (`undefined` while it is not),
 * quoted now with the deadline box's minutes.
 */
export function getPendingSwap(
  market: SwapMarket,
  pair: SwapPair,
  form: SwapFormState,
  deadlineText: string,
  nowMs: number,
): PendingSwap | undefined {
  const { input, output } = pair
  const { quote, payload, slippage } = form
  if (!input || !output || !quote || !payload || !slippage) return undefined
  if (form.issues.length > 0) return undefined
  return {
    market,
    input,
    output,
    quote,
    payload,
    slippageBps: slippage.bps,
    dogeFee: form.dogeLeg?.fee ?? 0n,
    ...(form.dogeLeg?.outputs ? { dogeOutputs: form.dogeLeg.outputs } : {}),
    quotedAtMs: nowMs,
    deadlineMinutes:
      parseDeadlineMinutes(deadlineText) ?? DEFAULT_DEADLINE_MINUTES,
  }
}

function describeSwap(pending: PendingSwap, get: Getter): MessageDescriptor {
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

/**
 * The swap's submit flow. Before signing it re-reads the pool and runs
 * core's `recheckSwap`: if the signed minimum would no longer be met, or
 * the quote outlived the deadline, the fresh quote is shown to confirm
 * again instead of signing.
 */
export const swapFlow = createSubmitFlow<PendingSwap, SwapRefusal>({
  name: 'swap',
  sign: (wallet, pending) => wallet.createSwap(pending.payload),
  protocol: (pending) => pending.market.kind,
  payload: (pending) => pending.payload,
  describe: describeSwap,
  async recheck(pending, { api, queryClient }) {
    const reserves = await queryClient.fetchQuery({
      ...swapReservesQueryOptions(
        api,
        pending.market,
        pending.input,
        pending.output,
      ),
      staleTime: 0,
    })
    const nowMs = Date.now()
    const recheck = recheckSwap({ ...pending, nowMs, reserves })
    if (recheck.kind === 'sign') return { kind: 'sign' }
    if (recheck.kind === 'refused')
      return { kind: 'refused', issue: recheck.issue }
    return {
      kind: 'confirm-again',
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
    }
  },
})
