/**
 * What the simulated wallet charges as the network fee when the page gives
 * it a fee rate (base units per 1000 bytes, docs/wallet.md §2). Written
 * here on its own, not taken from core, so a browser test that compares
 * the app's preview with the chain checks two implementations.
 *
 * - An inscription (commit + reveal): its inscribed bytes (each input's
 *   JSON text and any file content) plus the 0.462 kB commit/reveal
 *   overhead of docs/product.md §9, priced at the rate and rounded up so
 *   the rate is always met.
 * - A plain payment: the wallet's own size estimate for one input, 191
 *   bytes (docs/wallet.md §3.3), priced at the rate and rounded down, as
 *   the wallet computes it.
 */
export const INSCRIPTION_OVERHEAD_BYTES = 462
export const PAYMENT_BYTES = 191

/** The fee without a rate: what the devnet has always charged. */
export const DEFAULT_NETWORK_FEE = 1_000_000n

export function inscriptionNetworkFee(
  feeRatePerKb: bigint,
  inscribedBytes: number,
): bigint {
  const size = BigInt(inscribedBytes + INSCRIPTION_OVERHEAD_BYTES)
  const product = feeRatePerKb * size
  return product === 0n ? 0n : (product + 999n) / 1000n
}

export function paymentNetworkFee(feeRatePerKb: bigint): bigint {
  return (feeRatePerKb * BigInt(PAYMENT_BYTES)) / 1000n
}
