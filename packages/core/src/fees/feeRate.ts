import { mulDivUp } from '../math/mulDiv.js'

/**
 * Fee-rate units (docs/wallet.md §2): the wallet provider and the
 * platform take base units per 1000 bytes; the signing SDK takes base units
 * per byte. Do not mix them.
 */

/** Per-kB → per-byte, rounded UP so the transaction is never under-paid. */
export function feeRatePerKbToPerByte(ratePerKb: bigint): bigint {
  if (ratePerKb < 0n) throw new RangeError('fee rate must be ≥ 0')
  return mulDivUp(ratePerKb, 1n, 1000n)
}

/** Per-byte → per-kB (exact). */
export function feeRatePerByteToPerKb(ratePerByte: bigint): bigint {
  if (ratePerByte < 0n) throw new RangeError('fee rate must be ≥ 0')
  return ratePerByte * 1000n
}

/**
 * The wallet's network fee for a transaction of `sizeBytes`:
 * `floor(sizeBytes × feeRatePerKb / 1000)` (the extension's own formula).
 */
export function getNetworkFee({
  sizeBytes,
  feeRatePerKb,
}: {
  readonly sizeBytes: number
  readonly feeRatePerKb: bigint
}): bigint {
  if (!Number.isSafeInteger(sizeBytes) || sizeBytes < 0)
    throw new RangeError('sizeBytes must be a non-negative integer')
  return (BigInt(sizeBytes) * feeRatePerKb) / 1000n
}
