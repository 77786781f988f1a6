import { isNormalizedLpTick } from './lpTick.js'
import { normalizeTick } from './normalizeTick.js'
import { utf8ByteLength } from './utf8ByteLength.js'
import { isNormalizedWrappedTick } from './wdogeTick.js'

/**
 * Whether a tick belongs in token lists as a user-deployed DRC-20: not an
 * LP tick, not a wrapped token, and shorter than 11 bytes (the product
 * docs/product.md §9: "tick length under 11 kept in the token list").
 *
 * @example isUserToken('UNIX') // true
 * @example isUserToken('UNIX-SWAP-WDOGE(WRAPPED-DOGE)') // false
 */
export function isUserToken(tick: string): boolean {
  // Upper-cased once, not once per test: the explorer checks every tick of
  // the list (`getExplorerTokens`) as it renders.
  const upper = normalizeTick(tick)
  return (
    utf8ByteLength(upper) < 11 &&
    !isNormalizedLpTick(upper) &&
    !isNormalizedWrappedTick(upper)
  )
}
