import { normalizeTick } from './normalizeTick.js'

/**
 * The wrapped-DOGE tick, literally (docs/protocol.md §1.3). `WDOGE` alone is a
 * different, normally non-existent token.
 */
export const WDOGE_TICK = 'WDOGE(WRAPPED-DOGE)'

/**
 * Whether `tick` is wrapped DOGE (case-insensitive, as the protocols
 * upper-case ticks).
 *
 * @example isWdogeTick('wdoge(wrapped-doge)') // true
 * @example isWdogeTick('WDOGE') // false
 */
export function isWdogeTick(tick: string): boolean {
  return normalizeTick(tick) === WDOGE_TICK
}

/**
 * Whether `tick` is a wrapped token: it contains `(WRAPPED-` (product spec
 * docs/protocol.md §3), like `WDOGE(WRAPPED-DOGE)`.
 *
 * @example isWrappedTick('WDOGE(WRAPPED-DOGE)') // true
 */
export function isWrappedTick(tick: string): boolean {
  return isNormalizedWrappedTick(normalizeTick(tick))
}

/** `isWrappedTick` of a tick `normalizeTick` has upper-cased already. */
export function isNormalizedWrappedTick(upper: string): boolean {
  return upper.includes('(WRAPPED-')
}
