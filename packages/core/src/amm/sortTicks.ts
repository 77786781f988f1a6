/**
 * Go string order: lexicographic on UTF-8 bytes (docs/protocol.md §1.3). UTF-8
 * preserves code point order, so comparing code points gives the same
 * answer without encoding; JavaScript's `<` compares UTF-16 units instead,
 * which differs for astral characters. Returns < 0, 0 or > 0.
 */
export function compareTicks(a: string, b: string): number {
  const x = Array.from(a, (c) => c.codePointAt(0) as number)
  const y = Array.from(b, (c) => c.codePointAt(0) as number)
  const n = Math.min(x.length, y.length)
  for (let i = 0; i < n; i++) {
    const d = (x[i] as number) - (y[i] as number)
    if (d !== 0) return d
  }
  return x.length - y.length
}

export type SortTicksReturnType = {
  readonly tick0: string
  readonly tick1: string
  /** True when the inputs were exchanged (their amounts must follow). */
  readonly swapped: boolean
}

/**
 * The pool order of two (already upper-cased) ticks: the indexer exchanges
 * tick0/tick1 on create/add/remove when `tick0 > tick1` in byte order, and
 * their amounts and mins with them (docs/protocol.md §5.2).
 */
export function sortTicks(a: string, b: string): SortTicksReturnType {
  return compareTicks(a, b) > 0
    ? { tick0: b, tick1: a, swapped: true }
    : { tick0: a, tick1: b, swapped: false }
}

/** The pair-v1 LP tick: `T0-SWAP-T1` after sorting. */
export function lpTickName(a: string, b: string): string {
  const { tick0, tick1 } = sortTicks(a, b)
  return `${tick0}-SWAP-${tick1}`
}

/**
 * The seed of the pair-v1 reserve address: `T0 + T1` sorted, no separator
 * (`UNIXWDOGE(WRAPPED-DOGE)`); hash it with the reserve-address derivation.
 */
export function getPoolReserveSeed(a: string, b: string): string {
  const { tick0, tick1 } = sortTicks(a, b)
  return tick0 + tick1
}
