import { quoteSwap, type SwapQuote } from '../amm/quoteSwap.js'
import { getCustodyOutputs } from '../custody/getCustodyOutputs.js'
import {
  CURRENT_PROTOCOL,
  type ProtocolParams,
} from '../protocol/protocolParams.js'
import { getLargestWrap } from '../wrap/getLargestWrap.js'
import { wrapFee } from '../wrap/wrapFee.js'
import type { OrderBookEntry } from './getOrderBook.js'
import { type OrderV1FillPlan, planOrderV1Fills } from './planOrderV1Fills.js'

/** What the buyer spends: native DOGE, or WDOGE already held. */
export type BestExecutionPayWith = 'doge' | 'wdoge'

/**
 * DOGE the wallet takes for each kind of reveal beyond the amounts it
 * carries (service outputs and the network fee; the postage output
 * returns to the buyer), base units.
 */
export type BestExecutionCosts = {
  /** One order-v1 trade. */
  readonly trade: bigint
  /** A swap paid in WDOGE (`doge: 0`). */
  readonly swap: bigint
  /** A wdoge deposit, beyond its amount and wrap fee. */
  readonly wrap: bigint
  /** A swap paid in native DOGE (`doge: 1`), beyond its deposit and wrap fee. */
  readonly dogeSwap: bigint
}

/** Why a route has no result. */
export type BestExecutionUnavailable = {
  readonly available: false
  readonly reason: /** No listing this buyer can take (own listings do not count). */
    | 'NO_LISTINGS'
    /** No pool, or an empty one. */
    | 'NO_POOL'
    /** The budget does not cover the route's own costs, or buys 0. */
    | 'BUDGET_TOO_SMALL'
    /** The wrap the listings need is not above the product's floor. */
    | 'BELOW_WRAP_MINIMUM'
}

type RouteFigures = {
  readonly available: true
  /** Tokens received, base units. */
  readonly received: bigint
  /**
   * Everything the route takes, DOGE base units with WDOGE counted 1:1:
   * payments or swap input, wrap fees, service outputs and network fees.
   * Never above the budget.
   */
  readonly spent: bigint
  /** The part of `spent` that buys nothing: fees and service outputs. */
  readonly costs: bigint
}

/** Filling the cheapest listings (each fill its own trade inscription). */
export type BestExecutionListings = RouteFigures & {
  readonly plan: OrderV1FillPlan
  /** Paying DOGE: the wrap made first (exactly the payments) and its fee. */
  readonly wrap?: { readonly amount: bigint; readonly fee: bigint }
}

/** One swap through the token's WDOGE pool (pair-v1). */
export type BestExecutionSwap = RouteFigures & {
  readonly quote: SwapQuote
  /** Paying DOGE (`doge: 1`): the wrap fee on the deposit. */
  readonly wrapFee: bigint
}

export type BestExecution = {
  readonly listings: BestExecutionListings | BestExecutionUnavailable
  readonly swap: BestExecutionSwap | BestExecutionUnavailable
  /**
   * The route that gives more tokens for the budget (on equal tokens, the
   * one that spends less; on a full tie, the swap, one signature);
   * `undefined` when neither route is available.
   */
  readonly best: 'listings' | 'swap' | undefined
  /** Tokens the best route gives beyond the other (0 if it is alone). */
  readonly difference: bigint
}

export type CompareBestExecutionParameters = {
  /** What the buyer will part with in total, DOGE base units (WDOGE 1:1). */
  readonly budget: bigint
  readonly payWith: BestExecutionPayWith
  /** The token's WDOGE asks, cheapest first (`getOrderBook`). */
  readonly asks: readonly OrderBookEntry[]
  /** The token's WDOGE pool: its reserves; `null` without a pool. */
  readonly reserves: {
    readonly wdoge: bigint
    readonly token: bigint
  } | null
  /** The buyer: its own listings are never taken. */
  readonly taker: string
  readonly costs: BestExecutionCosts
  /** At most this many trades in the listings route (default 10). */
  readonly maxFills?: number
  /** Whether the wallet lets the page set the custody output (devnet). */
  readonly walletSetsOutputs?: boolean
  readonly params?: ProtocolParams
}

/** Trades a listings route may take: each is a signature and a fee. */
export const BEST_EXECUTION_MAX_FILLS = 10

const unavailable = (
  reason: BestExecutionUnavailable['reason'],
): BestExecutionUnavailable => ({ available: false, reason })

/** Is `a` better than `b`: more tokens, or as many for less. */
function beats(a: RouteFigures, b: RouteFigures): boolean {
  return (
    a.received > b.received || (a.received === b.received && a.spent < b.spent)
  )
}

function listingsRoute({
  budget,
  payWith,
  asks,
  taker,
  costs,
  maxFills = BEST_EXECUTION_MAX_FILLS,
  params = CURRENT_PROTOCOL,
}: CompareBestExecutionParameters):
  | BestExecutionListings
  | BestExecutionUnavailable {
  if (!asks.some((entry) => entry.maker !== taker))
    return unavailable('NO_LISTINGS')
  if (payWith === 'wdoge') {
    const plan = planOrderV1Fills({
      entries: asks,
      target: { kind: 'spend', amount: budget, costPerFill: costs.trade },
      taker,
      maxFills,
    })
    if (plan.received === 0n) return unavailable('BUDGET_TOO_SMALL')
    return {
      available: true,
      plan,
      received: plan.received,
      spent: plan.paid + plan.fillCosts,
      costs: plan.fillCosts,
    }
  }
  // Paying DOGE: one wrap of exactly the payments, then k trades:
  //   spent = P + wrapFee(P) + wrap cost + k × trade cost ≤ budget.
  // For each k the largest wrap that leaves room for k trades is planned
  // with at most k trades (it may use fewer, which only spends less).
  let best: BestExecutionListings | undefined
  let belowMinimum = false
  const limit = Math.min(maxFills, asks.length)
  for (let k = 1; k <= limit; k++) {
    const room = budget - costs.wrap - costs.trade * BigInt(k)
    if (room <= 0n) break
    const largest = getLargestWrap(room, params)
    if (largest === 0n) break
    const plan = planOrderV1Fills({
      entries: asks,
      target: { kind: 'spend', amount: largest },
      taker,
      maxFills: k,
    })
    if (plan.received === 0n) continue
    if (plan.paid <= params.productDepositFloor) {
      belowMinimum = true
      continue
    }
    const fee = wrapFee(plan.paid, params)
    const fillCosts = costs.trade * BigInt(plan.fills.length)
    const route: BestExecutionListings = {
      available: true,
      plan,
      wrap: { amount: plan.paid, fee },
      received: plan.received,
      spent: plan.paid + fee + costs.wrap + fillCosts,
      costs: fee + costs.wrap + fillCosts,
    }
    if (best === undefined || beats(route, best)) best = route
  }
  if (best) return best
  return unavailable(belowMinimum ? 'BELOW_WRAP_MINIMUM' : 'BUDGET_TOO_SMALL')
}

function swapRoute({
  budget,
  payWith,
  reserves,
  costs,
  walletSetsOutputs = false,
  params = CURRENT_PROTOCOL,
}: CompareBestExecutionParameters):
  | BestExecutionSwap
  | BestExecutionUnavailable {
  if (reserves === null || reserves.wdoge <= 0n || reserves.token <= 0n)
    return unavailable('NO_POOL')
  let amountIn: bigint
  let fee = 0n
  let extra = 0n
  if (payWith === 'wdoge') {
    amountIn = budget - costs.swap
    extra = costs.swap
  } else {
    // `doge: 1`: the deposit and one wrap fee on it, paid in DOGE (§5.7).
    amountIn = getLargestWrap(budget - costs.dogeSwap, params)
    if (amountIn <= 0n) return unavailable('BUDGET_TOO_SMALL')
    const outputs = getCustodyOutputs({
      deposit: amountIn,
      walletSetsOutputs,
      params,
    })
    if (outputs.isErr() || outputs.value.overpay > 0n)
      return unavailable('BUDGET_TOO_SMALL')
    fee = outputs.value.fee
    extra = fee + costs.dogeSwap
  }
  if (amountIn <= 0n) return unavailable('BUDGET_TOO_SMALL')
  const quote = quoteSwap({
    amountIn,
    reserveIn: reserves.wdoge,
    reserveOut: reserves.token,
    slippageBps: 0n,
    params,
  })
  if (quote.isErr())
    return unavailable(
      quote.error.code === 'NO_LIQUIDITY' ? 'NO_POOL' : 'BUDGET_TOO_SMALL',
    )
  return {
    available: true,
    quote: quote.value,
    wrapFee: fee,
    received: quote.value.amountOut,
    spent: amountIn + extra,
    costs: extra,
  }
}

/**
 * Best execution for buying a token with a DOGE budget (or WDOGE counted
 * 1:1): what the cheapest order-v1 listings give against what one swap
 * through the token's WDOGE pool gives, both exact to the unit and net of
 * everything the buyer pays, so that they compare like with like:
 *
 * - listings: the trades' payments (each trade's `amt1` goes to its maker
 *   whole, docs/protocol.md §8.3), a DOGE budget wrapped first (the wrap
 *   fee, docs/protocol.md §7.2), and each reveal's own DOGE (`costs`);
 * - swap: the input after the swap's own costs, `quoteSwap`'s exact output
 *   (the 0.3% fee stays in the pool, docs/protocol.md §5.5), paid in DOGE
 *   with `doge: 1` and one wrap fee on the deposit (§5.7).
 *
 * Each route spends at most the budget. The route named best gives at
 * least as many tokens as the other: never a route that gives less.
 */
export function compareBestExecution(
  parameters: CompareBestExecutionParameters,
): BestExecution {
  if (parameters.budget < 0n)
    throw new RangeError('compareBestExecution: budget < 0')
  const listings = listingsRoute(parameters)
  const swap = swapRoute(parameters)
  if (listings.available && swap.available) {
    const best = beats(listings, swap) ? 'listings' : 'swap'
    const difference =
      best === 'listings'
        ? listings.received - swap.received
        : swap.received - listings.received
    return { listings, swap, best, difference }
  }
  if (listings.available)
    return { listings, swap, best: 'listings', difference: 0n }
  if (swap.available) return { listings, swap, best: 'swap', difference: 0n }
  return { listings, swap, best: undefined, difference: 0n }
}
