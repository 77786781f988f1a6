/** The smaller of two bigints (Math.min does not take bigint). */
export function minBigInt(a: bigint, b: bigint): bigint {
  if (b < a) return b
  return a
}

/** The larger of two bigints (Math.max does not take bigint). */
export function maxBigInt(a: bigint, b: bigint): bigint {
  if (b > a) return b
  return a
}
