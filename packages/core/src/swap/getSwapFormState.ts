import {
  type QuoteSwapError,
  quoteSwap,
  type SwapQuote,
} from '../amm/quoteSwap.js'
import type { CustodyOutputsError } from '../custody/getCustodyOutputs.js'
import {
  getWalletDogeCosts,
  type WalletDogeCosts,
} from '../fees/getWalletDogeCosts.js'
import { WALLET_NETWORK_FEE } from '../fees/walletOutputs.js'
import { DOGE_DECIMALS, TOKEN_DECIMALS } from '../units/constants.js'
import type { DecimalSeparators } from '../units/normalizeDecimalText.js'
import { type ParseUnitsError, parseUnits } from '../units/parseUnits.js'
import {
  type DogeLegPayment,
  getDogeLegPayment,
} from '../wrap/getDogeLegPayment.js'
import {
  createSwapPayload,
  type SwapMarket,
  type SwapPayload,
} from './createSwapPayload.js'
import { getSlippage } from './getSlippage.js'
import type { SwapReserves } from './getSwapReserves.js'
import type { ParsedSlippage } from './parseSlippage.js'
import { isDogeSwap, type SwapPair } from './swapSide.js'
import { type SwapFormIssue, validateSwapForm } from './validateSwapForm.js'

export type GetSwapFormStateParameters = {
  readonly market: SwapMarket
  readonly pair: SwapPair
  /** The amount box's text. */
  readonly amountText: string
  /** The slippage box; blank is the 0.5% default. */
  readonly slippageText: string
  /** The language's notation of both boxes; `.` without grouping by default. */
  readonly separators?: DecimalSeparators
  /** `undefined` while the pool is loading; `null` when the pair has none. */
  readonly reserves: SwapReserves | null | undefined
  /**
   * What the holder has of the input (the DRC-20 balance, or the wallet's
   * DOGE for a native-DOGE input); `undefined` while unknown.
   */
  readonly balanceIn: bigint | undefined
  /**
   * The wallet's DOGE, which pays the DOGE costs (service output, network
   * fee); `undefined` while unknown. For a native-DOGE input it is
   * `balanceIn`.
   */
  readonly dogeBalance?: bigint
  /** Whether the wallet lets the page set the custody output (devnet only). */
  readonly walletSetsOutputs?: boolean
}

/** Why the swap cannot be sent yet; the app maps each code to a message. */
export type SwapFormStateIssue =
  | SwapFormIssue
  | { readonly code: 'LOADING_POOL' }
  | { readonly code: 'INVALID_AMOUNT'; readonly error: ParseUnitsError }
  | { readonly code: 'INVALID_SLIPPAGE' }
  /** A native-DOGE input of a size this wallet cannot deposit safely. */
  | { readonly code: 'CUSTODY_OUTPUT'; readonly error: CustodyOutputsError }
  /** The wallet's DOGE does not cover the DOGE costs (`dogeCosts.paid`). */
  | { readonly code: 'INSUFFICIENT_DOGE'; readonly required: bigint }
  /** Every rule passed but the balance is not known yet. */
  | { readonly code: 'LOADING_BALANCE' }
  | { readonly code: 'PAYLOAD'; readonly detail: string }

export type SwapFormState = {
  /** The parsed input, when the box holds a valid amount. */
  readonly amountIn: bigint | undefined
  /** Slippage as parsed (bps, warning); `undefined` when invalid. */
  readonly slippage: ParsedSlippage | undefined
  /** The exact quote, whenever the pool and amount allow one. */
  readonly quote: SwapQuote | undefined
  /**
   * What a native-DOGE input pays: the amount and the wrap fee on top, and
   * the custody and fee outputs that carry them.
   */
  readonly dogeLeg: DogeLegPayment | undefined
  /** Whether the payload carries `doge: 1`. */
  readonly doge: boolean
  /**
   * Every DOGE the wallet pays for the payload and the balance's net change
   * (`getWalletDogeCosts`), once there is a payload.
   */
  readonly dogeCosts?: WalletDogeCosts
  /**
   * Receiving native DOGE: what the DOGE balance gains, net of the DOGE
   * costs, for the quoted output and for the signed minimum.
   */
  readonly dogeReceived?: {
    readonly expected: bigint
    readonly minimum: bigint
  }
  /** The first failing rule, in the order the user fixes them; empty when ready. */
  readonly issues: readonly SwapFormStateIssue[]
  /** What the wallet signs, once the quote holds. */
  readonly payload: SwapPayload | undefined
}

function quoteIssue(error: QuoteSwapError): SwapFormStateIssue {
  return error.code === 'ZERO_OUTPUT'
    ? { code: 'ZERO_OUTPUT' }
    : { code: 'INSUFFICIENT_LIQUIDITY' }
}

/**
 * The swap form, from core alone (no network, every keystroke): parse the
 * amount (DOGE or token decimals) and the slippage, quote (`quoteSwap`),
 * run the button's rules (`validateSwapForm`) with a native-DOGE input's
 * wrap fee counted against the DOGE balance, build the payload, and list
 * what it costs in DOGE (`getWalletDogeCosts`): the wallet's DOGE must
 * cover it, and a DOGE output is shown net of it.
 */
export function getSwapFormState({
  market,
  pair,
  amountText,
  slippageText,
  separators,
  reserves,
  balanceIn,
  dogeBalance: wallet,
  walletSetsOutputs = false,
}: GetSwapFormStateParameters): SwapFormState {
  const { input, output } = pair
  const doge = isDogeSwap(pair)
  const decimals = input?.doge === true ? DOGE_DECIMALS : TOKEN_DECIMALS
  const parsed =
    amountText.trim() === ''
      ? undefined
      : parseUnits(amountText, decimals, separators)
  const amountIn = parsed?.unwrapOr(undefined)
  const slippage = getSlippage(slippageText, separators)
  const dogeLeg =
    input === undefined || amountIn === undefined
      ? undefined
      : getDogeLegPayment(
          [{ tick: input.tick, amount: amountIn }],
          input.doge === true,
          { walletSetsOutputs },
        )
  const quoted =
    reserves && amountIn !== undefined
      ? quoteSwap({
          amountIn,
          reserveIn: reserves.reserveIn,
          reserveOut: reserves.reserveOut,
          slippageBps: slippage?.bps ?? 0n,
        })
      : undefined
  const quote = quoted?.unwrapOr(undefined)
  const base = { amountIn, slippage, quote, dogeLeg, doge, payload: undefined }
  const stop = (issue: SwapFormStateIssue): SwapFormState => ({
    ...base,
    issues: [issue],
  })

  if (parsed?.isErr())
    return stop({ code: 'INVALID_AMOUNT', error: parsed.error })
  if (input && output && reserves === undefined && input.tick !== output.tick)
    return stop({ code: 'LOADING_POOL' })
  if (dogeLeg?.custodyError)
    return stop({ code: 'CUSTODY_OUTPUT', error: dogeLeg.custodyError })
  // Paying native DOGE: amount + wrap fee (+ any custody overpay) and the
  // network fee must fit in the DOGE balance.
  const fee = dogeLeg
    ? dogeLeg.fee + (dogeLeg.outputs?.overpay ?? 0n) + WALLET_NETWORK_FEE
    : 0n
  const spendable =
    balanceIn === undefined ? undefined : fee > balanceIn ? 0n : balanceIn - fee
  const form = validateSwapForm({
    tick0: input?.tick,
    tick1: output?.tick,
    amountIn,
    reserveIn: reserves?.reserveIn,
    reserveOut: reserves?.reserveOut,
    // Unknown balance: the rule waits (LOADING_BALANCE below).
    balanceIn: spendable ?? amountIn ?? 0n,
    quote,
  })
  if (form.isErr()) return stop(form.error)
  if (slippage === undefined) return stop({ code: 'INVALID_SLIPPAGE' })
  if (quote === undefined || input === undefined || output === undefined)
    return stop(
      quoted?.isErr() ? quoteIssue(quoted.error) : { code: 'ENTER_AMOUNT' },
    )
  const payload = createSwapPayload({
    market,
    input,
    output,
    quote,
    dogeOutputs: dogeLeg?.outputs,
  })
  if (payload.isErr())
    return stop({ code: 'PAYLOAD', detail: payload.error.code })
  const costs = getWalletDogeCosts({
    payload: payload.value,
    dogeOut: output.doge === true ? quote.amountOut : undefined,
    walletSetsOutputs,
  })
  if (costs.isErr()) return stop({ code: 'PAYLOAD', detail: costs.error.code })
  const dogeCosts = costs.value
  const dogeReceived =
    output.doge === true
      ? {
          expected: dogeCosts.netChange,
          minimum: quote.minimumAmountOut - dogeCosts.paid,
        }
      : undefined
  const built = { ...base, payload: payload.value, dogeCosts, dogeReceived }
  const dogeBalance = input.doge === true ? balanceIn : wallet
  if (dogeBalance !== undefined && dogeBalance < dogeCosts.paid)
    return {
      ...built,
      issues: [{ code: 'INSUFFICIENT_DOGE', required: dogeCosts.paid }],
    }
  if (balanceIn === undefined || dogeBalance === undefined)
    return { ...built, issues: [{ code: 'LOADING_BALANCE' }] }
  return { ...built, issues: [] }
}
