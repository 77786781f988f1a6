/*
 * Devnet settlement transcription, deliberately separate from @drc20/core
 * (see README.md in this folder): the pair-v1 / pair-v2 integer arithmetic,
 * in the order and with the truncations of the indexer (docs/protocol.md §5.5).
 */
import { DEPOSIT_FEE_MINIMUM, MINI_LIQUIDITY } from './constants.js'

/** Go `big.Int.Sqrt`: the floor square root. */
export function bigSqrt(n: bigint): bigint {
  if (n < 0n) throw new RangeError('square root of a negative number')
  if (n < 2n) return n
  // Newton's method from a power of two above the root: it decreases
  // monotonically and stops at floor(sqrt(n)).
  let x = 1n << BigInt(Math.ceil(n.toString(2).length / 2))
  for (;;) {
    const y = (x + n / x) >> 1n
    if (y >= x) return x
    x = y
  }
}

/** Swap: `amtin = amt0 − (amt0 // 1000) × 3; out = amtin × Rout // (Rin + amtin)`. */
export function swapOutput(
  amt0: bigint,
  reserveIn: bigint,
  reserveOut: bigint,
): bigint {
  const fee = (amt0 / 1000n) * 3n
  const amtIn = amt0 - fee
  return (amtIn * reserveOut) / (reserveIn + amtIn)
}

/** Create: the pool's total LP `isqrt(amt0 × amt1)`, or null when ≤ 1000. */
export function createTotalLiquidity(
  amt0: bigint,
  amt1: bigint,
): bigint | null {
  const total = bigSqrt(amt0 * amt1)
  return total <= MINI_LIQUIDITY ? null : total
}

export type AddInput = {
  readonly amt0: bigint
  readonly amt1: bigint
  readonly amt0Min: bigint
  readonly amt1Min: bigint
  readonly reserve0: bigint
  readonly reserve1: bigint
}

/**
 * The add VERIFICATION (verifySwapAdd): its own branch test, with the
 * actor's balances. Returns the failure text, or null.
 */
export function verifyAdd(
  input: AddInput & { readonly balance0: bigint; readonly balance1: bigint },
): string | null {
  const bOptimal = input.amt0 * input.reserve1
  if (bOptimal < 1n) return 'the amount of tokens exceeds the 0'
  const b = bOptimal / input.reserve0
  if (b < input.amt1Min) {
    const aOptimal = input.amt1 * input.reserve0
    if (aOptimal < 1n) return 'the amount of tokens exceeds the 0'
    const a = aOptimal / input.reserve1
    if (a < input.amt0Min) return 'the amount of tokens exceeds the min'
    if (a > input.balance0) return 'the amount of tokens exceeds the balance'
    if (input.amt1 > input.balance1)
      return 'the amount of tokens exceeds the balance'
    return null
  }
  if (input.amt0 > input.balance0)
    return 'the amount of tokens exceeds the balance'
  if (b > input.balance1) return 'the amount of tokens exceeds the max'
  return null
}

export type AddDeposit = {
  readonly deposit0: bigint
  readonly deposit1: bigint
  /** `min(dep0 × LT // R0, dep1 × LT // R1)`; the indexer mints it even if 0. */
  readonly liquidity: bigint
}

/**
 * The add SETTLEMENT: branch 1 deposits (amt0, b) when b ≥ amt1_min and
 * amt1 ≥ b, else branch 2 deposits (a, amt1) when a ≥ amt0_min and amt0 ≥ a;
 * null when neither fits (`The amount of tokens exceeds the balance`).
 */
export function settleAdd(
  input: AddInput & { readonly totalSupply: bigint },
): AddDeposit | null {
  let deposit0: bigint
  let deposit1: bigint
  const b = (input.amt0 * input.reserve1) / input.reserve0
  if (b >= input.amt1Min && input.amt1 >= b) {
    deposit0 = input.amt0
    deposit1 = b
  } else {
    const a = (input.amt1 * input.reserve0) / input.reserve1
    if (a >= input.amt0Min && input.amt0 >= a) {
      deposit0 = a
      deposit1 = input.amt1
    } else {
      return null
    }
  }
  const l0 = (deposit0 * input.totalSupply) / input.reserve0
  const l1 = (deposit1 * input.totalSupply) / input.reserve1
  // The smaller of the two (Math.min does not take bigint).
  if (l1 < l0) return { deposit0, deposit1, liquidity: l1 }
  return { deposit0, deposit1, liquidity: l0 }
}

/** Remove: `out_i = liquidity × R_i // LT`. */
export function removeOutputs(
  liquidity: bigint,
  reserve0: bigint,
  reserve1: bigint,
  totalSupply: bigint,
): readonly [bigint, bigint] {
  return [
    (liquidity * reserve0) / totalSupply,
    (liquidity * reserve1) / totalSupply,
  ]
}

/** The DOGE deposit fee: `amt × 3 // 1000`, at least 0.5 DOGE (docs/protocol.md §7.2). */
export function depositFee(amt: bigint): bigint {
  const fee = (amt * 3n) / 1000n
  return fee < DEPOSIT_FEE_MINIMUM ? DEPOSIT_FEE_MINIMUM : fee
}
