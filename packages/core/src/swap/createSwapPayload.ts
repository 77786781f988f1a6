import type { Result } from 'neverthrow'
import type { SwapQuote } from '../amm/quoteSwap.js'
import type { CustodyOutputs } from '../custody/getCustodyOutputs.js'
import { withCustodyOutput } from '../custody/withCustodyOutput.js'
import {
  createPairV1SwapPayload,
  type PairV1SwapPayload,
} from '../payloads/pairV1Payloads.js'
import {
  createPairV2SwapPayload,
  type PairV2SwapPayload,
} from '../payloads/pairV2Payloads.js'
import type { PayloadError } from '../payloads/payloadError.js'
import type { SwapSide } from './swapSide.js'

/** Which pool a swap goes through: pair-v1 by its ticks, pair-v2 by id. */
export type SwapMarket =
  | { readonly kind: 'pair-v1' }
  | { readonly kind: 'pair-v2'; readonly pairId: string }

/** What a swap signs. */
export type SwapPayload = PairV1SwapPayload | PairV2SwapPayload

export type CreateSwapPayloadParameters = {
  readonly market: SwapMarket
  readonly input: SwapSide
  readonly output: SwapSide
  readonly quote: Pick<SwapQuote, 'amountIn' | 'amountOut' | 'minimumAmountOut'>
  /**
   * A native-DOGE input's outputs: above 2^26 DOGE the custody output can
   * exceed the amount, and the payload then says so (`withCustodyOutput`).
   */
  readonly dogeOutputs?: CustodyOutputs
}

/**
 * The swap inscription of a quote: pair-v1 names both ticks and the
 * expected output; pair-v2 names the pool by `pair_id` and signs only the
 * minimum. Either side in native DOGE sets `doge: 1`.
 */
export function createSwapPayload({
  market,
  input,
  output,
  quote,
  dogeOutputs,
}: CreateSwapPayloadParameters): Result<SwapPayload, PayloadError> {
  return buildSwapPayload(market, input, output, quote).map((payload) =>
    withCustodyOutput(payload, dogeOutputs),
  )
}

function buildSwapPayload(
  market: SwapMarket,
  input: SwapSide,
  output: SwapSide,
  quote: CreateSwapPayloadParameters['quote'],
): Result<SwapPayload, PayloadError> {
  const doge = input.doge === true || output.doge === true
  if (market.kind === 'pair-v2') {
    return createPairV2SwapPayload({
      pairId: market.pairId,
      tick0Id: input.tick,
      tick1Id: output.tick,
      amt0: quote.amountIn,
      amt1Min: quote.minimumAmountOut,
      doge,
    })
  }
  return createPairV1SwapPayload({
    tick0: input.tick,
    tick1: output.tick,
    amt0: quote.amountIn,
    amt1: quote.amountOut,
    amt1Min: quote.minimumAmountOut,
    doge,
  })
}
