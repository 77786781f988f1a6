import { CURRENT_PROTOCOL } from '../protocol/protocolParams.js'

/**
 * Smallest `amt0 × amt1` a pool create accepts: `(1000 + 1)²`, since the
 * indexer fails a create unless `isqrt(amt0 × amt1) > MINI_LIQUIDITY`
 * (docs/protocol.md §5.5, E2).
 */
export const MIN_CREATE_LIQUIDITY_PRODUCT =
  (CURRENT_PROTOCOL.minimumLiquidity + 1n) ** 2n
