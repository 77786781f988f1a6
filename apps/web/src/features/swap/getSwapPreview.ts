import {
  type CustodyOutputs,
  type CustodyOutputsError,
  type DecimalSeparators,
  DOGE_DECIMALS,
  getCustodyOutputs,
  getDogeLegFee,
  type ParsedSlippage,
  type ParseUnitsError,
  parseUnits,
  quoteSwap,
  type SwapFormIssue,
  type SwapQuote,
  validateSwapForm,
} from '@drc20/core'
import type { TokenOption } from '../tokens/atoms'
import { getSlippage } from './getSlippage'

/** Pool reserves oriented to the swap's direction, base units. */
export type SwapReserves = {
  readonly reserveIn: bigint
  readonly reserveOut: bigint
}

export type GetSwapPreviewParameters = {
  readonly input: TokenOption | undefined
  readonly output: TokenOption | undefined
  /** The amount box's text. */
  readonly amountText: string
  /** The slippage box; blank is the 0.5% default. */
  readonly slippageText: string
  /** The language's notation of both boxes; `.` without grouping by default. */
  readonly separators?: DecimalSeparators
  /**
   * `undefined` while the pool is loading; `null` when the pair has no
   * pool.
   */
  readonly reserves: SwapReserves | null | undefined
  /**
   * What the user holds of the input: the DRC-20 balance, or the wallet's
   * confirmed DOGE when the input is native DOGE; `undefined` when not
   * connected (the balance rule is then skipped).
   */
  readonly balanceIn: bigint | undefined
  /** Whether the wallet lets the page set the custody output (devnet only). */
  readonly walletSetsOutputs?: boolean
}

/** Why the swap button is disabled, first failing rule first. */
export type SwapPreviewIssue =
  | SwapFormIssue
  | { readonly code: 'LOADING_POOL' }
  | { readonly code: 'INVALID_AMOUNT'; readonly error: ParseUnitsError }
  | { readonly code: 'INVALID_SLIPPAGE' }
  /** A native-DOGE input of a size this wallet cannot deposit safely. */
  | { readonly code: 'CUSTODY_OUTPUT'; readonly error: CustodyOutputsError }

export type SwapPreview = {
  /** The parsed input, when the box holds a valid amount. */
  readonly amountIn: bigint | undefined
  /** Slippage as parsed (bps, warning); `undefined` when invalid. */
  readonly slippage: ParsedSlippage | undefined
  /** Core's exact quote, whenever the pool and amount allow one. */
  readonly quote: SwapQuote | undefined
  /**
   * The wrap fee paid in DOGE on top of the input when the input is native
   * DOGE (`getDogeLegFee([amt0])`, protocol.md §5.7); 0 otherwise.
   */
  readonly dogeFee: bigint
  /**
   * The custody and fee outputs of a native-DOGE input (core's
   * `getCustodyOutputs`: amount and fee below 2^26 DOGE).
   */
  readonly dogeOutputs?: CustodyOutputs
  /** Whether the payload carries `doge: 1`. */
  readonly doge: boolean
  readonly issue: SwapPreviewIssue | undefined
}

/**
 * Everything the swap form shows, from core alone (no network): parse the
 * amount and slippage, quote (`quoteSwap`), and run the button's rules
 * (`validateSwapForm`) with the DOGE wrap fee counted against a DOGE
 * balance. Runs on every keystroke (see getSwapPreview.bench.ts).
 */
export function getSwapPreview({
  input,
  output,
  amountText,
  slippageText,
  separators,
  reserves,
  balanceIn,
  walletSetsOutputs = false,
}: GetSwapPreviewParameters): SwapPreview {
  const doge = input?.doge === true || output?.doge === true
  const parsedAmount =
    amountText.trim() === ''
      ? undefined
      : parseUnits(amountText, DOGE_DECIMALS, separators)
  const amountIn = parsedAmount?.unwrapOr(undefined)
  const slippage = getSlippage(slippageText, separators)
  const dogeFee =
    input?.doge === true && amountIn !== undefined && amountIn > 0n
      ? getDogeLegFee([amountIn])
      : 0n
  const quote =
    reserves && amountIn !== undefined
      ? quoteSwap({
          amountIn,
          reserveIn: reserves.reserveIn,
          reserveOut: reserves.reserveOut,
          slippageBps: slippage?.bps ?? 0n,
        }).unwrapOr(undefined)
      : undefined

  const outputs =
    dogeFee > 0n && amountIn !== undefined
      ? getCustodyOutputs({ deposit: amountIn, walletSetsOutputs })
      : undefined
  const dogeOutputs = outputs?.isOk() ? outputs.value : undefined
  const base = {
    amountIn,
    slippage,
    quote,
    dogeFee,
    doge,
    ...(dogeOutputs ? { dogeOutputs } : {}),
  }
  if (parsedAmount?.isErr()) {
    return {
      ...base,
      issue: { code: 'INVALID_AMOUNT', error: parsedAmount.error },
    }
  }
  if (input && output && reserves === undefined && input.tick !== output.tick) {
    return { ...base, issue: { code: 'LOADING_POOL' } }
  }
  if (outputs?.isErr()) {
    return { ...base, issue: { code: 'CUSTODY_OUTPUT', error: outputs.error } }
  }
  // Paying native DOGE: amount + wrap fee (+ any custody overpay) must fit
  // in the DOGE balance.
  const onTop = dogeFee + (dogeOutputs?.overpay ?? 0n)
  const spendable =
    balanceIn === undefined
      ? undefined
      : onTop > balanceIn
        ? 0n
        : balanceIn - onTop
  const form = validateSwapForm({
    tick0: input?.tick,
    tick1: output?.tick,
    amountIn,
    reserveIn: reserves?.reserveIn,
    reserveOut: reserves?.reserveOut,
    balanceIn: spendable ?? amountIn ?? 0n,
    quote,
  })
  if (form.isErr()) return { ...base, issue: form.error }
  if (slippage === undefined) {
    return { ...base, issue: { code: 'INVALID_SLIPPAGE' } }
  }
  return { ...base, issue: undefined }
}
