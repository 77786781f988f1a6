import { getNetworkFee } from './feeRate.js'

/**
 * Bytes of a plain DOGE payment with one input, as the wallet estimates
 * it: `191 + 149 × (inputs − 1)` (docs/wallet.md §3.3).
 */
export const PAYMENT_SIZE_BYTES = 191
/** Bytes each further input adds. */
export const PAYMENT_INPUT_BYTES = 149

/**
 * The network fee of a plain DOGE payment (an upload order's payment) at
 * `feeRatePerKb`: `floor(size × rate / 1000)` with the wallet's size
 * estimate for `inputs` inputs (default 1; the wallet picks its UTXOs, so
 * this is an estimate: [I] docs/wallet.md §3.3).
 *
 * @example estimatePaymentNetworkFee(1_000_000n) // 191_000n
 */
export function estimatePaymentNetworkFee(
  feeRatePerKb: bigint,
  inputs = 1,
): bigint {
  if (!Number.isSafeInteger(inputs) || inputs < 1)
    throw new RangeError('inputs must be a positive integer')
  return getNetworkFee({
    sizeBytes: PAYMENT_SIZE_BYTES + PAYMENT_INPUT_BYTES * (inputs - 1),
    feeRatePerKb,
  })
}
