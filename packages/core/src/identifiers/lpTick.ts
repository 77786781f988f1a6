import { normalizeTick } from './normalizeTick.js'

const SEPARATOR = '-SWAP-'

/**
 * Whether `tick` is a pair-v1 LP tick `TICK0-SWAP-TICK1` (docs/protocol.md §3).
 *
 * @example isLpTick('UNIX-SWAP-WDOGE(WRAPPED-DOGE)') // true
 */
export function isLpTick(tick: string): boolean {
  return isNormalizedLpTick(normalizeTick(tick))
}

/** `isLpTick` of a tick `normalizeTick` has upper-cased already. */
export function isNormalizedLpTick(upper: string): boolean {
  return upper.includes(SEPARATOR)
}

/** The two ticks of an LP tick, in the pool's (sorted) order. */
export type LpTickParts = { readonly tick0: string; readonly tick1: string }

/**
 * Splits an LP tick `TICK0-SWAP-TICK1` into its (upper-cased) ticks;
 * `undefined` unless it holds exactly one `-SWAP-` with a tick on each
 * side.
 *
 * @example parseLpTick('UNIX-SWAP-WDOGE(WRAPPED-DOGE)') // { tick0: 'UNIX', tick1: 'WDOGE(WRAPPED-DOGE)' }
 */
export function parseLpTick(tick: string): LpTickParts | undefined {
  const parts = normalizeTick(tick).split(SEPARATOR)
  if (parts.length !== 2) return undefined
  const [tick0 = '', tick1 = ''] = parts
  if (tick0 === '' || tick1 === '') return undefined
  return { tick0, tick1 }
}
