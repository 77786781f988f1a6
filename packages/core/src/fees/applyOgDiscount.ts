/** OG holders get 20% off the service fee (docs/product.md §6, §9). */
export const OG_DISCOUNT_PERCENT = 20n

/**
 * The service fee after the OG discount: `serviceFee × 80 // 100`, i.e. the
 * discount is rounded UP, in the user's favour (they never pay a fraction
 * of a unit more than 80%). Non-OG addresses pay the full fee.
 */
export function applyOgDiscount(serviceFee: bigint, isOg: boolean): bigint {
  if (serviceFee < 0n) throw new RangeError('serviceFee must be ≥ 0')
  if (!isOg) return serviceFee
  return (serviceFee * (100n - OG_DISCOUNT_PERCENT)) / 100n
}
