import type BigNumber from 'bignumber.js'
import { err, ok, type Result } from 'neverthrow'
import { getRatio } from '../math/getRatio.js'
import { isqrt } from '../math/isqrt.js'
import {
  CURRENT_PROTOCOL,
  type ProtocolParams,
} from '../protocol/protocolParams.js'

export type CreatePoolQuote = {
  /** LP minted to the creator: `isqrt(amount0 × amount1) − 1000`. */
  readonly liquidity: bigint
  /** LP minted to the reserve address and locked for ever (1000). */
  readonly lockedLiquidity: bigint
  /** `isqrt(amount0 × amount1)`: the pool's `liquidity_total`. */
  readonly totalSupply: bigint
  /** amount1 / amount0, the pool's opening price of token0 in token1. */
  readonly startingPrice: BigNumber
}

export type CreatePoolError =
  | { readonly code: 'INVALID_AMOUNT' }
  | {
      readonly code: 'BELOW_MINIMUM_LIQUIDITY'
      /** isqrt(amount0 × amount1), which must exceed `minimum`. */
      readonly liquidity: bigint
      readonly minimum: bigint
    }

/**
 * A pair-v1 / pair-v2 create (docs/protocol.md §5.5, E1, E2):
 * `L = isqrt(amount0 × amount1)`; fails when `L ≤ 1000`
 * (`add liquidity must be greater than MINI_LIQUIDITY firstly`), so
 * `amount0 × amount1 ≥ 1,002,001` is needed. Amounts follow their ticks;
 * the result does not depend on the order.
 */
export function quoteCreatePool(
  amount0: bigint,
  amount1: bigint,
  params: ProtocolParams = CURRENT_PROTOCOL,
): Result<CreatePoolQuote, CreatePoolError> {
  if (amount0 <= 0n || amount1 <= 0n) return err({ code: 'INVALID_AMOUNT' })
  const totalSupply = isqrt(amount0 * amount1)
  const minimum = params.minimumLiquidity
  if (totalSupply <= minimum)
    return err({
      code: 'BELOW_MINIMUM_LIQUIDITY',
      liquidity: totalSupply,
      minimum,
    })
  return ok({
    liquidity: totalSupply - minimum,
    lockedLiquidity: minimum,
    totalSupply,
    startingPrice: getRatio(amount1, amount0),
  })
}
