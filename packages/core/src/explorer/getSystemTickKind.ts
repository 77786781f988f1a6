import { isLpTick } from '../identifiers/lpTick.js'
import { isWdogeTick, isWrappedTick } from '../identifiers/wdogeTick.js'

/**
 * What kind of tick the protocols create rather than a user deploys:
 *
 * - `wdoge`: wrapped DOGE itself, `WDOGE(WRAPPED-DOGE)`;
 * - `wrapped`: another wrapped (bridged) token, `…(WRAPPED-…)`;
 * - `lp`: a pool's liquidity token, `TICK0-SWAP-TICK1`;
 *
 * or `undefined` for a user-deployed DRC-20 (docs/product.md §3,
 * docs/api.md §10.18).
 *
 * @example getSystemTickKind('UNIX-SWAP-WDOGE(WRAPPED-DOGE)') // 'lp'
 * @example getSystemTickKind('WDOGE') // undefined
 */
export function getSystemTickKind(
  tick: string,
): 'wdoge' | 'wrapped' | 'lp' | undefined {
  if (isLpTick(tick)) return 'lp'
  if (isWdogeTick(tick)) return 'wdoge'
  if (isWrappedTick(tick)) return 'wrapped'
  return undefined
}
