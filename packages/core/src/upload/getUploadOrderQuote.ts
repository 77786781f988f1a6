import { applyOgDiscount } from '../fees/applyOgDiscount.js'
import {
  FILE_FREE_SIZE_BYTES,
  FILE_SERVICE_FEE_PER_KB,
  getFileServiceFee,
  getUploadNetworkFee,
  UPLOAD_NETWORK_FEE_PER_INSCRIPTION,
  type UploadFeeLevel,
} from '../fees/getFileServiceFee.js'
import { MIN_UPLOAD_VOLUME } from '../validation/fileLimits.js'

/** What an upload order costs (docs/product.md §3 "Upload order", §9). */
export type UploadOrderQuote = {
  readonly fileCount: number
  readonly totalBytes: number
  readonly feeLevel: UploadFeeLevel
  /** Whether a service fee applies at all (some file is over 1 KB). */
  readonly serviceFeeCharged: boolean
  /** The service fee before any discount: `ceil(Σ bytes / 1000) × 0.5 DOGE`. */
  readonly serviceFee: bigint
  /** 20% of the service fee for OG addresses, else 0. */
  readonly ogDiscount: bigint
  /** The service fee due: `serviceFee − ogDiscount` (the spec's inscription fee). */
  readonly serviceFeeDue: bigint
  /** Per inscription: economy 1 DOGE, priority 2 DOGE. */
  readonly networkFeePerFile: bigint
  readonly networkFee: bigint
  /** What the order asks to be paid: service fee due + network fee. */
  readonly total: bigint
  /** The total is below the 25 DOGE minimum transaction volume. */
  readonly belowMinimum: boolean
}

/**
 * The quote of an upload order for the valid files' sizes (bytes): the
 * service fee (0.5 DOGE per KB of the batch, none when every file is
 * ≤ 1 KB; `getFileServiceFee`), the OG discount on it alone (the upload
 * service sets that fee, so the discount applies; docs/product.md §6), and
 * the network fee per inscription of the chosen level. The OG discount
 * never touches the network fee.
 *
 * @example getUploadOrderQuote({ sizes: [2000], feeLevel: 'economy', isOg: true }).total // 180_000_000n
 */
export function getUploadOrderQuote({
  sizes,
  feeLevel,
  isOg,
}: {
  readonly sizes: readonly number[]
  readonly feeLevel: UploadFeeLevel
  readonly isOg: boolean
}): UploadOrderQuote {
  const serviceFee = getFileServiceFee(sizes)
  const serviceFeeDue = applyOgDiscount(serviceFee, isOg)
  const networkFee = getUploadNetworkFee(sizes.length, feeLevel)
  const total = serviceFeeDue + networkFee
  return {
    fileCount: sizes.length,
    totalBytes: sizes.reduce((sum, size) => sum + size, 0),
    feeLevel,
    serviceFeeCharged: sizes.some((size) => size > FILE_FREE_SIZE_BYTES),
    serviceFee,
    ogDiscount: serviceFee - serviceFeeDue,
    serviceFeeDue,
    networkFeePerFile: UPLOAD_NETWORK_FEE_PER_INSCRIPTION[feeLevel],
    networkFee,
    total,
    belowMinimum: total < MIN_UPLOAD_VOLUME,
  }
}

/**
 * One file's share of the service fee before the batch is rounded up to
 * whole KB: `size × 0.5 DOGE / 1000` (exact: 50,000 base units per byte),
 * or 0 when no file of the batch is over 1 KB.
 *
 * @example getFileServiceShare(1200, true) // 60_000_000n
 */
export function getFileServiceShare(size: number, charged: boolean): bigint {
  if (!charged) return 0n
  return (BigInt(size) * FILE_SERVICE_FEE_PER_KB) / 1000n
}
