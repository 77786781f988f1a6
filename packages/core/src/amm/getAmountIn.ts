import { err, ok, type Result } from 'neverthrow'
import { mulDivDown, mulDivUp } from '../math/mulDiv.js'
import {
  CURRENT_PROTOCOL,
  type ProtocolParams,
} from '../protocol/protocolParams.js'
import { getAmountOut } from './getAmountOut.js'

export type AmmError =
  | { readonly code: 'INVALID_AMOUNT' }
  | { readonly code: 'NO_LIQUIDITY' }
  | { readonly code: 'INSUFFICIENT_LIQUIDITY' }

/**
 * The SMALLEST input whose `getAmountOut` is ≥ `amountOut` (the indexer has
 * no exact-output swap; docs/protocol.md §5.6).
 *
 * Derivation. With a = amount after fee, `a × Rout // (Rin + a) ≥ y` iff
 * `a × (Rout − y) ≥ y × Rin`, so the smallest such a is
 * `ceil(y × Rin / (Rout − y))`. The fee is a step function of the input x
 * (`x − (x // den) × num` even drops by `num − 1` at each multiple of den),
 * so x is not a closed form of a: since
 * `x × (den − num) / den ≤ x − fee(x) ≤ x × (den − num) / den + num`, every
 * x below `(a − num) × den / (den − num)` yields less than a, and
 * `ceil(a × den / (den − num))` always suffices. We scan that window (≈ 5
 * values for 0.3%) upward and return the first input that works.
 *
 * Errors: `INVALID_AMOUNT` when amountOut ≤ 0, `NO_LIQUIDITY` when a reserve
 * is ≤ 0, `INSUFFICIENT_LIQUIDITY` when amountOut ≥ reserveOut.
 */
export function getAmountIn(
  amountOut: bigint,
  reserveIn: bigint,
  reserveOut: bigint,
  params: ProtocolParams = CURRENT_PROTOCOL,
): Result<bigint, AmmError> {
  if (amountOut <= 0n) return err({ code: 'INVALID_AMOUNT' })
  if (reserveIn <= 0n || reserveOut <= 0n) return err({ code: 'NO_LIQUIDITY' })
  if (amountOut >= reserveOut) return err({ code: 'INSUFFICIENT_LIQUIDITY' })

  const { numerator: num, denominator: den } = params.swapFee
  if (num < 0n || den <= 0n || num >= den)
    throw new RangeError('getAmountIn: swap fee must be in [0, 1)')
  const keep = den - num
  // Smallest amount after fee that yields amountOut.
  const a = mulDivUp(amountOut, reserveIn, reserveOut - amountOut)
  const low = a > num ? mulDivDown(a - num, den, keep) : 1n
  const high = mulDivUp(a, den, keep)
  for (let x = low < 1n ? 1n : low; x <= high; x++) {
    if (getAmountOut(x, reserveIn, reserveOut, params) >= amountOut) {
      return ok(x)
    }
  }
  throw new Error('getAmountIn: no input in the search window (bug)')
}
