/** 0.5 DOGE per KB of files (docs/product.md §9). */
export const FILE_SERVICE_FEE_PER_KB = 50_000_000n
/** 1 KB = 1000 bytes (the spec's 50 KB file cap is 50,000 bytes). */
export const BYTES_PER_KB = 1000
/** Files of at most this size are free when ALL files are this small. */
export const FILE_FREE_SIZE_BYTES = 1000

/**
 * The file upload service fee, base units. The spec: "0.5 DOGE per KB when
 * over 1 KB, none if all items are 1 KB or smaller". Our reading: if every
 * file is ≤ 1,000 bytes the fee is 0; otherwise the whole batch is charged
 * per started KB of its TOTAL size: `ceil(Σ bytes / 1000) × 0.5 DOGE`
 * (rounding the total, not each file, so small files do not each cost a
 * whole KB).
 */
export function getFileServiceFee(fileSizesBytes: readonly number[]): bigint {
  let total = 0
  let anyLarge = false
  for (const size of fileSizesBytes) {
    if (!Number.isSafeInteger(size) || size < 0)
      throw new RangeError('file sizes must be non-negative integers')
    total += size
    if (size > FILE_FREE_SIZE_BYTES) anyLarge = true
  }
  if (!anyLarge) return 0n
  const kb = BigInt(Math.ceil(total / BYTES_PER_KB))
  return kb * FILE_SERVICE_FEE_PER_KB
}

export type UploadFeeLevel = 'economy' | 'priority'

/** Network fee per inscribed file: economy 1 DOGE, priority 2 DOGE. */
export const UPLOAD_NETWORK_FEE_PER_INSCRIPTION: Readonly<
  Record<UploadFeeLevel, bigint>
> = Object.freeze({ economy: 100_000_000n, priority: 200_000_000n })

/** The upload order's network fee: per-inscription rate × count. */
export function getUploadNetworkFee(
  count: number,
  level: UploadFeeLevel,
): bigint {
  if (!Number.isSafeInteger(count) || count < 0)
    throw new RangeError('count must be a non-negative integer')
  return BigInt(count) * UPLOAD_NETWORK_FEE_PER_INSCRIPTION[level]
}
