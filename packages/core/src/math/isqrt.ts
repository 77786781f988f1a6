/**
 * Floor square root of a non-negative bigint (Go `big.Int.Sqrt`), by
 * Newton's method: `r = floor(sqrt(x))`, so `r² ≤ x < (r + 1)²`.
 * Throws on a negative input: that is a bug, not a market condition.
 */
export function isqrt(x: bigint): bigint {
  if (x < 0n) throw new RangeError('isqrt: negative input')
  if (x < 2n) return x
  // Start above the root (2^ceil(bits/2) > sqrt(x)); Newton's iterates then
  // decrease monotonically to the floor root.
  let r = 1n << BigInt((x.toString(2).length + 1) >> 1)
  for (;;) {
    const next = (r + x / r) >> 1n
    if (next >= r) return r
    r = next
  }
}
