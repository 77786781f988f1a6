import type { WalletDogeCosts } from '../../fees/getWalletDogeCosts.js'
import { getWalletDogeCosts } from '../../fees/getWalletDogeCosts.js'
import {
  createOrderV2TradePayload,
  type OrderV2TradePayload,
} from '../../payloads/orderV2Payloads.js'
import type { CartItem } from './cart.js'
import type { CartDropReason, CartItemCheck } from './recheckCartItem.js'

/** One trade of the checkout: the carted file and what will be signed. */
export type CartTrade = {
  readonly item: CartItem
  readonly payload: OrderV2TradePayload
  /** The DOGE the wallet pays for this trade's reveal. */
  readonly doge: WalletDogeCosts
  /** The listing changed since it was carted (the carted price). */
  readonly previousAmt?: bigint
  readonly previousTick?: string
}

/** What the buyer pays in one payment tick, exactly. */
export type CartTickTotal = {
  readonly tick: string
  /** Base units of `tick`: the sum of the prices. */
  readonly amount: bigint
}

export type CartCheckout = {
  /** The trades to sign, in cart order, one wallet approval each. */
  readonly trades: readonly CartTrade[]
  /** The files dropped, and why: nothing is paid for them. */
  readonly dropped: readonly {
    readonly item: CartItem
    readonly reason: CartDropReason | 'INVALID_ITEM'
  }[]
  /** The payment per tick, sorted by tick. */
  readonly totals: readonly CartTickTotal[]
  /**
   * The DOGE of every trade added up: each output kind once with the sum
   * of its amounts, the network fees, what leaves the wallet and the net
   * change of the DOGE balance.
   */
  readonly doge: WalletDogeCosts
  /** Whether any trade's listing changed since it was carted. */
  readonly changed: boolean
}

/** Sums the DOGE costs of several reveals, output kind by output kind. */
export function sumWalletDogeCosts(
  costs: readonly WalletDogeCosts[],
): WalletDogeCosts {
  const sum = (
    outputs: readonly WalletDogeCosts['outputs'][number][],
  ): WalletDogeCosts['outputs'][number][] => {
    const merged: WalletDogeCosts['outputs'][number][] = []
    for (const o of outputs) {
      const i = merged.findIndex(
        (m) => m.kind === o.kind && m.toSender === o.toSender,
      )
      const found = merged[i]
      if (found === undefined) merged.push(o)
      else merged[i] = { ...found, amount: found.amount + o.amount }
    }
    return merged
  }
  let networkFee = 0n
  let paid = 0n
  let received = 0n
  for (const c of costs) {
    networkFee += c.networkFee
    paid += c.paid
    received += c.received
  }
  return {
    outputs: sum(costs.flatMap((c) => c.outputs)),
    costs: sum(costs.flatMap((c) => c.costs)),
    networkFee,
    paid,
    received,
    netChange: received - paid,
  }
}

/**
 * The checkout of a cart from the re-check of each item
 * ({@link recheckCartItem}): the order-v2 trade payload of each item still
 * (or newly) listed, each with the price and tick of its order exactly
 * (docs/protocol.md §9.1), the exact total per payment tick, and the DOGE
 * the wallet pays for all the reveals (`getWalletDogeCosts`, one reveal per
 * trade). Dropped items cost nothing.
 *
 * @example getCartCheckout([{ kind: 'buy', item }]).totals // [{ tick: item.tick, amount: item.amt }]
 */
export function getCartCheckout(
  checks: readonly CartItemCheck[],
): CartCheckout {
  const trades: CartTrade[] = []
  const dropped: CartCheckout['dropped'][number][] = []
  const totals = new Map<string, bigint>()
  for (const check of checks) {
    if (check.kind === 'drop') {
      dropped.push({ item: check.item, reason: check.reason })
      continue
    }
    const { item } = check
    const payload = createOrderV2TradePayload({
      exId: item.exId,
      tick: item.tick,
      amt: item.amt,
    })
    if (payload.isErr()) {
      dropped.push({ item, reason: 'INVALID_ITEM' })
      continue
    }
    const doge = getWalletDogeCosts({ payload: payload.value })
    if (doge.isErr()) {
      dropped.push({ item, reason: 'INVALID_ITEM' })
      continue
    }
    trades.push({
      item,
      payload: payload.value,
      doge: doge.value,
      ...(check.kind === 'changed'
        ? { previousAmt: check.previous.amt, previousTick: check.previous.tick }
        : {}),
    })
    totals.set(item.tick, (totals.get(item.tick) ?? 0n) + item.amt)
  }
  return {
    trades,
    dropped,
    totals: [...totals]
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([tick, amount]) => ({ tick, amount })),
    doge: sumWalletDogeCosts(trades.map((t) => t.doge)),
    changed: trades.some((t) => t.previousAmt !== undefined),
  }
}
