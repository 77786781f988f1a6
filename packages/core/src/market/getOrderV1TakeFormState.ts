import {
  createOrderV1TradePayload,
  type OrderV1TradePayload,
} from '../payloads/orderV1Payloads.js'
import { TOKEN_DECIMALS } from '../units/constants.js'
import type { DecimalSeparators } from '../units/normalizeDecimalText.js'
import { type ParseUnitsError, parseUnits } from '../units/parseUnits.js'
import type { OrderBookEntry } from './getOrderBook.js'
import { type OrderV1FillPlan, planOrderV1Fills } from './planOrderV1Fills.js'

/**
 * `buy`: take asks, typing the tokens to receive; `sell`: take bids,
 * typing the tokens to pay.
 */
export type OrderV1TakeSide = 'buy' | 'sell'

export type GetOrderV1TakeFormStateParameters = {
  readonly side: OrderV1TakeSide
  /**
   * The book side that is taken, best first (`getOrderBook`: asks of one
   * quote tick for a buy, bids for a sell); `undefined` while loading.
   */
  readonly entries: readonly OrderBookEntry[] | undefined
  /** A listing picked in the book: only it is traded. */
  readonly pickedExId?: string
  /** The amount box: tokens to receive (buy) or to pay (sell). */
  readonly amountText: string
  readonly separators?: DecimalSeparators
  /** The connected address (reveal out0); `undefined` when none. */
  readonly taker: string | undefined
  /**
   * What the taker holds of the paid tick (tick1 of the listings: WDOGE
   * or the asked token for a buy, the token for a sell); `undefined`
   * while unknown.
   */
  readonly paymentBalance: bigint | undefined
  /** The wallet's DOGE, for the trades' own costs; `undefined` while unknown. */
  readonly dogeBalance: bigint | undefined
  /**
   * DOGE one trade reveal takes from the wallet beyond its payload (service
   * output and network fee; the postage output returns to the taker).
   */
  readonly dogeCostPerTrade: bigint
}

/** Why the trade cannot be sent yet, first failing rule first. */
export type OrderV1TakeIssue =
  | { readonly code: 'LOADING_BOOK' }
  | { readonly code: 'ENTER_AMOUNT' }
  | { readonly code: 'INVALID_AMOUNT'; readonly error: ParseUnitsError }
  | { readonly code: 'AMOUNT_NOT_POSITIVE' }
  /** Nothing listed on this side (or only the taker's own listings). */
  | { readonly code: 'NO_LISTINGS' }
  /** The picked listing is no longer open. */
  | { readonly code: 'LISTING_CLOSED' }
  /** The picked listing is the taker's own (docs/protocol.md §8.3). */
  | { readonly code: 'SELF_TRADE' }
  /**
   * More than is listed: a buy above the tokens on offer, a sell above
   * what the bids take (docs/product.md §8 'insufficient availability').
   */
  | { readonly code: 'INSUFFICIENT_AVAILABILITY'; readonly available: bigint }
  /** The payment would receive 0: the indexer fails such a trade. */
  | { readonly code: 'ZERO_FILL' }
  /** The paid tick's balance is short ('Not enough {tick} in wallet'). */
  | {
      readonly code: 'NOT_ENOUGH_BALANCE'
      readonly tick: string
      readonly required: bigint
      readonly shortfall: bigint
    }
  /** The DOGE for the trades' reveals is short. */
  | { readonly code: 'NOT_ENOUGH_DOGE'; readonly required: bigint }
  /** Every rule passed but a balance is not known yet. */
  | { readonly code: 'LOADING_BALANCE' }
  | { readonly code: 'PAYLOAD'; readonly detail: string }

export type OrderV1TakeFormState = {
  /** The typed amount, when it parses. */
  readonly amount: bigint | undefined
  /** The trades, exact, whenever the book and the amount allow them. */
  readonly plan: OrderV1FillPlan | undefined
  /** The tick paid (tick1 of the listings) and the tick received (tick0). */
  readonly paymentTick: string | undefined
  readonly receivedTick: string | undefined
  /** DOGE the trades' reveals take: one `dogeCostPerTrade` per trade. */
  readonly dogeCost: bigint
  readonly issues: readonly OrderV1TakeIssue[]
  /** One trade inscription per fill, in order, once ready. */
  readonly payloads: readonly OrderV1TradePayload[]
}

/**
 * The buy and sell forms of a token's order-v1 market, from core alone:
 * parse the typed token amount, plan the trades over the book or the
 * picked listing (`planOrderV1Fills`: exact fills, the capped-buy quirk
 * paid with `ceil(remaining × A1 / A0)`, zero fills refused, own listings
 * skipped), check availability, the paid tick's balance and the DOGE
 * the reveals take, and build one trade payload per fill.
 */
export function getOrderV1TakeFormState({
  side,
  entries,
  pickedExId,
  amountText,
  separators,
  taker,
  paymentBalance,
  dogeBalance,
  dogeCostPerTrade,
}: GetOrderV1TakeFormStateParameters): OrderV1TakeFormState {
  const picked =
    pickedExId === undefined
      ? undefined
      : entries?.find((entry) => entry.exId === pickedExId)
  const first = picked ?? entries?.[0]
  const base = {
    amount: undefined as bigint | undefined,
    plan: undefined as OrderV1FillPlan | undefined,
    paymentTick: first?.tick1,
    receivedTick: first?.tick0,
    dogeCost: 0n,
    payloads: [] as readonly OrderV1TradePayload[],
  }
  const stop = (
    issue: OrderV1TakeIssue,
    extra: Partial<typeof base> = {},
  ): OrderV1TakeFormState => ({ ...base, ...extra, issues: [issue] })

  if (entries === undefined) return stop({ code: 'LOADING_BOOK' })
  if (pickedExId !== undefined && picked === undefined)
    return stop({ code: 'LISTING_CLOSED' })
  if (picked !== undefined && taker !== undefined && picked.maker === taker)
    return stop({ code: 'SELF_TRADE' })
  if (amountText.trim() === '') return stop({ code: 'ENTER_AMOUNT' })
  const parsed = parseUnits(amountText, TOKEN_DECIMALS, separators)
  if (parsed.isErr())
    return stop({ code: 'INVALID_AMOUNT', error: parsed.error })
  const amount = parsed.value
  if (amount <= 0n) return stop({ code: 'AMOUNT_NOT_POSITIVE' }, { amount })

  const pool = picked === undefined ? entries : [picked]
  const plan = planOrderV1Fills({
    entries: pool,
    target:
      side === 'buy' ? { kind: 'receive', amount } : { kind: 'spend', amount },
    taker: taker ?? '',
  })
  const dogeCost = dogeCostPerTrade * BigInt(plan.fills.length)
  const planned = { amount, plan, dogeCost }
  if (plan.available === 0n) return stop({ code: 'NO_LISTINGS' }, planned)
  if (side === 'buy' && plan.shortfall > 0n)
    return stop(
      { code: 'INSUFFICIENT_AVAILABILITY', available: plan.available },
      planned,
    )
  if (side === 'sell' && plan.paid < amount) {
    // The bids take at most Σ ceil(remaining × A1 / A0) tokens; a rest
    // too small to receive 1 unit is a zero fill.
    if (plan.zeroFill) return stop({ code: 'ZERO_FILL' }, planned)
    const takes = pool
      .filter((entry) => entry.maker !== taker)
      .reduce((sum, entry) => sum + entry.paymentForRest, 0n)
    return stop(
      { code: 'INSUFFICIENT_AVAILABILITY', available: takes },
      planned,
    )
  }
  if (plan.fills.length === 0) return stop({ code: 'ZERO_FILL' }, planned)

  const paymentTick = plan.fills[0]?.entry.tick1 ?? base.paymentTick ?? ''
  if (paymentBalance !== undefined && paymentBalance < plan.paid)
    return stop(
      {
        code: 'NOT_ENOUGH_BALANCE',
        tick: paymentTick,
        required: plan.paid,
        shortfall: plan.paid - paymentBalance,
      },
      planned,
    )
  if (dogeBalance !== undefined && dogeBalance < dogeCost)
    return stop({ code: 'NOT_ENOUGH_DOGE', required: dogeCost }, planned)

  const payloads: OrderV1TradePayload[] = []
  for (const fill of plan.fills) {
    const payload = createOrderV1TradePayload({
      exid: fill.entry.exId,
      amt1: fill.payment,
      maker: fill.entry.maker,
      buyer: taker ?? '',
    })
    if (payload.isErr())
      return stop(
        payload.error.code === 'SELF_TRADE'
          ? { code: 'SELF_TRADE' }
          : { code: 'PAYLOAD', detail: payload.error.code },
        planned,
      )
    payloads.push(payload.value)
  }
  const ready = { ...planned, payloads }
  if (
    taker === undefined ||
    paymentBalance === undefined ||
    dogeBalance === undefined
  )
    return { ...base, ...ready, issues: [{ code: 'LOADING_BALANCE' }] }
  return { ...base, ...ready, issues: [] }
}
