import {
  type AddLiquidityQuote,
  getAddLiquidityVerification,
  quoteAddLiquidity,
} from '@drc20/core'
import { SettlementFailure } from '../state.js'

/** Indexer texts shared by pair-v1 and pair-v2 verification failures. */
export const PAIR_FAILURE_TEXTS = {
  NOT_FOUND: 'the contract does not exist err record not found',
  ZERO: 'the amount of tokens exceeds the 0',
  BALANCE: 'the amount of tokens exceeds the balance',
} as const

export type QuoteSettledAddInput = {
  readonly amt0: bigint
  readonly amt1: bigint
  readonly amt0Min: bigint
  readonly amt1Min: bigint
  readonly reserve0: bigint
  readonly reserve1: bigint
  readonly totalSupply: bigint
  /** The actor's balances of the pool's two tokens. */
  readonly balance0: bigint
  readonly balance1: bigint
}

/**
 * An add as both pair protocols settle it: the verification (with its
 * EXCEEDS_MAX quirk, E4), then core's quote; a failure throws the indexer's
 * text, verification ones through `verifyFail` (each protocol has its own
 * prefix).
 */
export function quoteSettledAdd(
  input: QuoteSettledAddInput,
  verifyFail: (text: string) => never,
): AddLiquidityQuote {
  const check = getAddLiquidityVerification({
    amount0: input.amt0,
    amount1: input.amt1,
    amount0Min: input.amt0Min,
    amount1Min: input.amt1Min,
    reserve0: input.reserve0,
    reserve1: input.reserve1,
    balance0: input.balance0,
    balance1: input.balance1,
  })
  if (check.isErr()) {
    const texts = {
      INVALID_AMOUNT: PAIR_FAILURE_TEXTS.ZERO,
      NO_LIQUIDITY: PAIR_FAILURE_TEXTS.NOT_FOUND,
      BELOW_MINIMUM: 'the amount of tokens exceeds the min',
      INSUFFICIENT_BALANCE: PAIR_FAILURE_TEXTS.BALANCE,
      EXCEEDS_MAX: 'the amount of tokens exceeds the max',
    } as const
    verifyFail(texts[check.error.code])
  }
  const quote = quoteAddLiquidity({
    amount0Desired: input.amt0,
    amount1Desired: input.amt1,
    amount0Min: input.amt0Min,
    amount1Min: input.amt1Min,
    reserve0: input.reserve0,
    reserve1: input.reserve1,
    totalSupply: input.totalSupply,
  })
  if (quote.isErr()) {
    throw new SettlementFailure(
      quote.error.code === 'AMOUNTS_OUT_OF_RANGE'
        ? 'swapAdd err: swapAdd Add err: The amount of tokens exceeds the balance'
        : 'swapAdd err: swapAdd Add err: transfer amt < 0',
    )
  }
  return quote.value
}
