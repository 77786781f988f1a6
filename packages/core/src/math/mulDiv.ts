function check(a: bigint, b: bigint, d: bigint): void {
  if (d <= 0n) throw new RangeError('mulDiv: denominator must be > 0')
  if (a < 0n || b < 0n) throw new RangeError('mulDiv: negative operand')
}

/** `a × b // d`, rounded down (toward the pool / the payer's loss). */
export function mulDivDown(a: bigint, b: bigint, d: bigint): bigint {
  check(a, b, d)
  return (a * b) / d
}

/** `ceil(a × b / d)`, rounded up (for required inputs). */
export function mulDivUp(a: bigint, b: bigint, d: bigint): bigint {
  check(a, b, d)
  const p = a * b
  return p === 0n ? 0n : (p - 1n) / d + 1n
}
