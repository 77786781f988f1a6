/** Basis points per whole: 10,000 bps = 100%. */
export const BPS_DENOMINATOR = 10_000n

/** True when `bps` is an integer number of basis points in 0..10,000. */
export function isValidBps(bps: bigint): boolean {
  return bps >= 0n && bps <= BPS_DENOMINATOR
}
