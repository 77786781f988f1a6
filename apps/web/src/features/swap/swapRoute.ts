import { isWdogeTick, WDOGE_TICK } from '@drc20/core'
import type { TokenOption } from '../tokens/atoms'

export type SwapPair = {
  readonly input: TokenOption | undefined
  readonly output: TokenOption | undefined
}

/**
 * The pair a swap URL names. `?doge=1` means native DOGE is the first
 * token (WDOGE paid with `doge: 1`); after a reversal the URL keeps
 * `doge=1` with WDOGE second, which means the WDOGE output is received as
 * native DOGE.
 */
export function getSwapPairFromRoute(
  tick0: string,
  tick1: string,
  doge: boolean,
): SwapPair {
  if (!doge) return { input: { tick: tick0 }, output: { tick: tick1 } }
  if (isWdogeTick(tick1) && !isWdogeTick(tick0)) {
    return { input: { tick: tick0 }, output: { tick: WDOGE_TICK, doge: true } }
  }
  return { input: { tick: WDOGE_TICK, doge: true }, output: { tick: tick1 } }
}

/** The URL (params and search) of a complete pair. */
export function getSwapRoute(input: TokenOption, output: TokenOption) {
  return {
    params: { tick0: input.tick, tick1: output.tick },
    search: { doge: input.doge === true || output.doge === true },
  }
}
