import type BigNumber from 'bignumber.js'
import { WDOGE_TICK } from '../identifiers/wdogeTick.js'
import { getRatio } from '../math/getRatio.js'
import {
  createOrderV1CreatePayload,
  type OrderV1CreatePayload,
} from '../payloads/orderV1Payloads.js'
import { TOKEN_DECIMALS } from '../units/constants.js'
import type { DecimalSeparators } from '../units/normalizeDecimalText.js'
import { type ParseUnitsError, parseUnits } from '../units/parseUnits.js'
import type { OrderBookEntry, OrderBookSide } from './getOrderBook.js'

/**
 * Decimals a typed unit price may have: DRC-20 prices in DOGE are often
 * far below 10^-8 per token, so a price is read to 10^-18 and the total
 * computed from it exactly.
 */
export const ORDER_PRICE_DECIMALS = 18

const PRICE_SCALE = 10n ** BigInt(ORDER_PRICE_DECIMALS)

/** How the price box is read: per token, or the total for the amount. */
export type OrderV1PriceMode = 'unit' | 'total'

/**
 * A price that may be a mistake, most severe first (compared exactly):
 * - `FAR_BELOW_FLOOR`: an ask more than 20% under the cheapest ask (a
 *   confirmation is required);
 * - `BELOW_FLOOR`: an ask up to 20% under it;
 * - `BELOW_HIGHEST_BID`: an ask at or under a bid (selling into the bid
 *   pays at least as much, now);
 * - `ABOVE_LOWEST_ASK`: a bid at or over the cheapest ask (buying that
 *   listing costs at most as much, now).
 *
 * `percent` is how far from the reference price, in percent (a display
 * ratio).
 */
export type OrderV1PriceWarning =
  | { readonly code: 'FAR_BELOW_FLOOR'; readonly percent: BigNumber }
  | { readonly code: 'BELOW_FLOOR'; readonly percent: BigNumber }
  | { readonly code: 'BELOW_HIGHEST_BID' }
  | { readonly code: 'ABOVE_LOWEST_ASK' }

export type GetOrderV1ListFormStateParameters = {
  /** `ask`: sell the token; `bid`: offer WDOGE for the token. */
  readonly side: OrderBookSide
  /** The token listed (asks) or asked for (bids). */
  readonly tick: string
  /** What an ask is paid in (default WDOGE); bids always escrow WDOGE. */
  readonly quoteTick?: string
  /** Tokens to sell (ask) or to buy (bid). */
  readonly amountText: string
  /** WDOGE per token (`unit`) or WDOGE for the whole amount (`total`). */
  readonly priceText: string
  readonly priceMode: OrderV1PriceMode
  readonly separators?: DecimalSeparators
  /**
   * What the maker holds of the escrowed tick: the token (ask) or WDOGE
   * (bid); `undefined` while unknown.
   */
  readonly escrowBalance: bigint | undefined
  readonly dogeBalance: bigint | undefined
  /** DOGE the create reveal takes beyond its payload. */
  readonly dogeCostPerListing: bigint
  /** The cheapest WDOGE ask and the best bid, for the price warnings. */
  readonly lowestAsk?: OrderBookEntry
  readonly highestBid?: OrderBookEntry
}

export type OrderV1ListIssue =
  | { readonly code: 'ENTER_AMOUNT' }
  | {
      readonly code: 'INVALID_AMOUNT'
      readonly error: ParseUnitsError | { readonly code: 'NOT_POSITIVE' }
    }
  | { readonly code: 'ENTER_PRICE' }
  | {
      readonly code: 'INVALID_PRICE'
      readonly error: ParseUnitsError | { readonly code: 'NOT_POSITIVE' }
    }
  /** Amount × unit price is below one base unit of the quote tick. */
  | { readonly code: 'TOTAL_ZERO' }
  /** 'Not enough {tick} in wallet' (docs/product.md §8). */
  | {
      readonly code: 'NOT_ENOUGH_BALANCE'
      readonly tick: string
      readonly required: bigint
    }
  | { readonly code: 'NOT_ENOUGH_DOGE'; readonly required: bigint }
  | { readonly code: 'LOADING_BALANCE' }
  | { readonly code: 'PAYLOAD'; readonly detail: string }

export type OrderV1ListFormState = {
  /** Tokens listed (ask) or asked for (bid), base units. */
  readonly tokenAmount?: bigint
  /** The quote side: WDOGE asked (ask) or escrowed (bid), base units. */
  readonly quoteAmount?: bigint
  /** The payload's amounts: escrowed `amt0` of tick0 for `amt1` of tick1. */
  readonly amount0?: bigint
  readonly amount1?: bigint
  /** The resulting price per token: quote ÷ tokens, exact ratio. */
  readonly unitPrice?: BigNumber
  readonly warnings: readonly OrderV1PriceWarning[]
  /** A `FAR_BELOW_FLOOR` price: the user must confirm it first. */
  readonly needsPriceConfirmation: boolean
  readonly issues: readonly OrderV1ListIssue[]
  readonly payload?: OrderV1CreatePayload
}

/**
 * Price warnings for a listing of `tokenAmount` at `quoteAmount`, compared
 * exactly with the book (cross-multiplied bigints).
 */
export function getOrderV1PriceWarnings({
  side,
  tokenAmount,
  quoteAmount,
  lowestAsk,
  highestBid,
}: {
  readonly side: OrderBookSide
  readonly tokenAmount: bigint
  readonly quoteAmount: bigint
  readonly lowestAsk?: OrderBookEntry
  readonly highestBid?: OrderBookEntry
}): OrderV1PriceWarning[] {
  const warnings: OrderV1PriceWarning[] = []
  if (tokenAmount <= 0n || quoteAmount <= 0n) return warnings
  // price = quote / tokens; floor = A1 / A0 (ask); bid price = A0 / A1.
  if (side === 'ask') {
    if (lowestAsk) {
      const mine = quoteAmount * lowestAsk.amount0
      const floor = lowestAsk.amount1 * tokenAmount
      if (mine < floor) {
        const percent = getRatio((floor - mine) * 100n, floor)
        // More than 20% under: 5 × mine < 4 × floor.
        warnings.push(
          mine * 5n < floor * 4n
            ? { code: 'FAR_BELOW_FLOOR', percent }
            : { code: 'BELOW_FLOOR', percent },
        )
      }
    }
    if (
      highestBid &&
      quoteAmount * highestBid.amount1 <= highestBid.amount0 * tokenAmount
    )
      warnings.push({ code: 'BELOW_HIGHEST_BID' })
  } else if (
    lowestAsk &&
    quoteAmount * lowestAsk.amount0 >= lowestAsk.amount1 * tokenAmount
  ) {
    warnings.push({ code: 'ABOVE_LOWEST_ASK' })
  }
  return warnings
}

type Parsed =
  | { readonly ok: true; readonly value: bigint }
  | { readonly ok: false; readonly error: ParseUnitsError }

function read(
  text: string,
  decimals: number,
  separators?: DecimalSeparators,
): Parsed {
  const parsed = parseUnits(text, decimals, separators)
  return parsed.isOk()
    ? { ok: true, value: parsed.value }
    : { ok: false, error: parsed.error }
}

/**
 * The list form (an ask) and the bid form of a token's order-v1 market:
 * the typed amount and price (per token, read to 10^-18, or the total),
 * the escrow and the price a full fill pays, the price warnings against
 * the book, the balance and DOGE checks, and the create payload.
 *
 * The total from a unit price is `amount × price`, rounded down to a base
 * unit; the resulting price per token (total ÷ amount) is what settles,
 * and what is shown. An ask escrows the tokens (`tick0` = token, `amt1` =
 * the total); a bid escrows the WDOGE total (`tick0` = WDOGE, `amt1` =
 * the tokens).
 */
export function getOrderV1ListFormState({
  side,
  tick,
  quoteTick = WDOGE_TICK,
  amountText,
  priceText,
  priceMode,
  separators,
  escrowBalance,
  dogeBalance,
  dogeCostPerListing,
  lowestAsk,
  highestBid,
}: GetOrderV1ListFormStateParameters): OrderV1ListFormState {
  const none = { warnings: [], needsPriceConfirmation: false }
  if (amountText.trim() === '')
    return { ...none, issues: [{ code: 'ENTER_AMOUNT' }] }
  const amount = read(amountText, TOKEN_DECIMALS, separators)
  if (!amount.ok)
    return {
      ...none,
      issues: [{ code: 'INVALID_AMOUNT', error: amount.error }],
    }
  if (amount.value <= 0n)
    return {
      ...none,
      issues: [{ code: 'INVALID_AMOUNT', error: { code: 'NOT_POSITIVE' } }],
    }
  const tokenAmount = amount.value
  if (priceText.trim() === '')
    return { ...none, tokenAmount, issues: [{ code: 'ENTER_PRICE' }] }
  const price = read(
    priceText,
    priceMode === 'unit' ? ORDER_PRICE_DECIMALS : TOKEN_DECIMALS,
    separators,
  )
  if (!price.ok)
    return {
      ...none,
      tokenAmount,
      issues: [{ code: 'INVALID_PRICE', error: price.error }],
    }
  if (price.value <= 0n)
    return {
      ...none,
      tokenAmount,
      issues: [{ code: 'INVALID_PRICE', error: { code: 'NOT_POSITIVE' } }],
    }
  // Both sides have 8 decimals: quote units = token units × price.
  const quoteAmount =
    priceMode === 'unit'
      ? (tokenAmount * price.value) / PRICE_SCALE
      : price.value
  if (quoteAmount <= 0n)
    return { ...none, tokenAmount, issues: [{ code: 'TOTAL_ZERO' }] }

  const ask = side === 'ask'
  const amount0 = ask ? tokenAmount : quoteAmount
  const amount1 = ask ? quoteAmount : tokenAmount
  const tick0 = ask ? tick : WDOGE_TICK
  const tick1 = ask ? quoteTick : tick
  const warnings = getOrderV1PriceWarnings({
    side,
    tokenAmount,
    quoteAmount,
    lowestAsk:
      lowestAsk && lowestAsk.tick1 === quoteTick ? lowestAsk : undefined,
    highestBid: ask && quoteTick !== WDOGE_TICK ? undefined : highestBid,
  })
  const state = {
    tokenAmount,
    quoteAmount,
    amount0,
    amount1,
    unitPrice: getRatio(quoteAmount, tokenAmount),
    warnings,
    needsPriceConfirmation: warnings.some((w) => w.code === 'FAR_BELOW_FLOOR'),
  }
  const payload = createOrderV1CreatePayload({
    tick0,
    tick1,
    amt0: amount0,
    amt1: amount1,
  })
  if (payload.isErr())
    return {
      ...state,
      issues: [{ code: 'PAYLOAD', detail: payload.error.code }],
    }
  if (escrowBalance !== undefined && escrowBalance < amount0)
    return {
      ...state,
      issues: [{ code: 'NOT_ENOUGH_BALANCE', tick: tick0, required: amount0 }],
    }
  if (dogeBalance !== undefined && dogeBalance < dogeCostPerListing)
    return {
      ...state,
      issues: [{ code: 'NOT_ENOUGH_DOGE', required: dogeCostPerListing }],
    }
  return {
    ...state,
    payload: payload.value,
    issues:
      escrowBalance === undefined || dogeBalance === undefined
        ? [{ code: 'LOADING_BALANCE' }]
        : [],
  }
}
