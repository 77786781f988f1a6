/**
 * A position's add and remove history, as the indexer recorded it
 * (docs/api.md §8.4 `add` / `remove` rows), in chain order.
 */
export type PositionEvent = {
  readonly kind: 'add' | 'remove'
  /** Block height of the inscription that settled it. */
  readonly height: number
  /** Order inside the block (0 first); events and swaps share this order. */
  readonly index: number
  /** Token amounts deposited (add) or paid out (remove), base units. */
  readonly amount0: bigint
  readonly amount1: bigint
  /** LP minted (add) or burned (remove), base units. */
  readonly liquidity: bigint
}

/**
 * One deposit still held: the tokens put in and the LP they minted, scaled
 * down by every later remove. Its entry price is `amount1 / amount0`.
 */
export type PositionLot = {
  readonly amount0: bigint
  readonly amount1: bigint
  readonly liquidity: bigint
}

export type PositionLots = {
  /** The deposits still held, oldest first (empty lots dropped). */
  readonly lots: readonly PositionLot[]
  /** LP held after the history: the sum of the lots' liquidity. */
  readonly liquidity: bigint
}

/** Chain order of two points: by height, then by index in the block. */
export function compareChainOrder(
  a: { readonly height: number; readonly index: number },
  b: { readonly height: number; readonly index: number },
): number {
  return a.height - b.height || a.index - b.index
}

/**
 * The deposits a position still holds after its history. Each add opens a
 * lot; a remove of `L` LP out of a balance `B` takes `L / B` of every lot
 * (amounts and LP, rounded down per lot; the last unit of a full remove
 * empties the lots), so the tokens "held instead" shrink in proportion to
 * the LP burned. A remove larger than the balance (a history that does not
 * add up) empties the position.
 */
export function getPositionLots(
  events: readonly PositionEvent[],
): PositionLots {
  let lots: PositionLot[] = []
  const ordered = [...events].sort(compareChainOrder)
  for (const e of ordered) {
    if (e.liquidity <= 0n) continue
    if (e.kind === 'add') {
      lots.push({
        amount0: e.amount0 > 0n ? e.amount0 : 0n,
        amount1: e.amount1 > 0n ? e.amount1 : 0n,
        liquidity: e.liquidity,
      })
      continue
    }
    const balance = lots.reduce((sum, l) => sum + l.liquidity, 0n)
    if (e.liquidity >= balance) {
      lots = []
      continue
    }
    const keep = balance - e.liquidity
    lots = lots
      .map((l) => ({
        amount0: (l.amount0 * keep) / balance,
        amount1: (l.amount1 * keep) / balance,
        liquidity: (l.liquidity * keep) / balance,
      }))
      .filter((l) => l.liquidity > 0n)
  }
  return {
    lots,
    liquidity: lots.reduce((sum, l) => sum + l.liquidity, 0n),
  }
}

/**
 * The position's LP balance just before a point of the chain (an event at
 * the same height and index is not counted yet).
 */
export function getLiquidityAt(
  events: readonly PositionEvent[],
  at: { readonly height: number; readonly index: number },
): bigint {
  return getPositionLots(events.filter((e) => compareChainOrder(e, at) < 0))
    .liquidity
}
