/**
 * What a holder has, as the forms read it: DRC-20 balances by tick (LP and
 * WDOGE included) and the wallet's native DOGE. `undefined` while unknown
 * (loading, or no wallet connected): rules that need it then wait.
 */
export type HeldBalances = {
  /** DRC-20 balances in base units by tick; a missing tick holds 0. */
  readonly byTick: ReadonlyMap<string, bigint> | undefined
  /** Spendable native DOGE in koinu (the wallet's confirmed balance). */
  readonly doge: bigint | undefined
}

/** A token as a form names it: a tick, or native DOGE for the WDOGE leg. */
export type HeldToken = {
  readonly tick: string
  /** Native DOGE paying or receiving the WDOGE leg (`doge: 1`). */
  readonly doge?: boolean
}

/**
 * The amount held of `token`: the wallet's DOGE for a native-DOGE side,
 * else the DRC-20 balance (0 when the holder has none of that tick);
 * `undefined` while the balances are unknown.
 *
 * @example getHeldAmount({ byTick: new Map([['UNIX', 5n]]), doge: 9n }, { tick: 'CARDI' }) // 0n
 */
export function getHeldAmount(
  balances: HeldBalances,
  token: HeldToken,
): bigint | undefined {
  if (token.doge === true) return balances.doge
  if (balances.byTick === undefined) return undefined
  return balances.byTick.get(token.tick) ?? 0n
}
