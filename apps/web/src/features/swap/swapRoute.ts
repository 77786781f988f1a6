import { getSwapPair, getSwapPairParams } from '@drc20/core'
import type { TokenOption } from '../tokens/atoms'

export type SwapPair = {
  readonly input: TokenOption | undefined
  readonly output: TokenOption | undefined
}

/** The pair a swap URL names (core's `getSwapPair`). */
export function getSwapPairFromRoute(
  tick0: string,
  tick1: string,
  doge: boolean,
): SwapPair {
  return getSwapPair({ tick0, tick1, doge })
}

/** The URL (params and search) of a complete pair. */
export function getSwapRoute(input: TokenOption, output: TokenOption) {
  const { tick0, tick1, doge } = getSwapPairParams(input, output)
  return { params: { tick0, tick1 }, search: { doge } }
}
