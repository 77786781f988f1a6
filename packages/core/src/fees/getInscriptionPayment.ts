import { mulDivDown, mulDivUp } from '../math/mulDiv.js'
import { applyOgDiscount } from './applyOgDiscount.js'

/** "inscribe fee 1e6 per inscription" (docs/product.md §9): 0.01 DOGE each. */
export const INSCRIBE_FEE_PER_INSCRIPTION = 1_000_000n
/** "Inscription size adds 0.462 overhead": read as 0.462 kB = 462 bytes. */
export const INSCRIPTION_SIZE_OVERHEAD_BYTES = 462n
/** "size fee is 5% of the network fee". */
export const SIZE_FEE_PERCENT = 5n

export type GetInscriptionPaymentParameters = {
  /** Base units per 1000 bytes (a gas tier or a custom rate). */
  readonly feeRatePerKb: bigint
  /** Payload bytes of ONE inscription (the JSON or file content). */
  readonly sizeBytes: number
  /** How many identical inscriptions the order makes (≥ 1). */
  readonly inscriptionCount: number
  /** The platform's service fee for the whole order, base units. */
  readonly serviceFee: bigint
  readonly isOg: boolean
}

/** The spec's payment breakdown (docs/product.md §3), all in DOGE base units. */
export type InscriptionPayment = {
  /** 1,000,000 × inscriptionCount. */
  readonly inscription: bigint
  /** ceil(feeRatePerKb × count × (sizeBytes + 462) / 1000). */
  readonly networkFee: bigint
  /** The service fee after the OG discount. */
  readonly baseFee: bigint
  /** networkFee × 5 // 100. */
  readonly sizeFee: bigint
  readonly total: bigint
}

/**
 * The inscribe order's payment breakdown. These are off-indexer service
 * charges (docs/spec-vs-indexer.md §3): they never change settlement. The spec
 * gives only the constants; our reading, kept in one place:
 * - each inscription is charged the 0.01 DOGE inscribe fee;
 * - each inscription's virtual size is its payload plus a 0.462 kB
 *   commit/reveal overhead, paid at the chosen per-kB rate, rounded UP so
 *   the quoted network fee covers the rate;
 * - the size fee is 5% of that network fee, rounded down;
 * - the base fee is the service fee, 20% off for OG holders.
 */
export function getInscriptionPayment({
  feeRatePerKb,
  sizeBytes,
  inscriptionCount,
  serviceFee,
  isOg,
}: GetInscriptionPaymentParameters): InscriptionPayment {
  if (!Number.isSafeInteger(sizeBytes) || sizeBytes < 0)
    throw new RangeError('sizeBytes must be a non-negative integer')
  if (!Number.isSafeInteger(inscriptionCount) || inscriptionCount < 1)
    throw new RangeError('inscriptionCount must be a positive integer')
  if (feeRatePerKb < 0n) throw new RangeError('feeRatePerKb must be ≥ 0')
  const count = BigInt(inscriptionCount)
  const inscription = INSCRIBE_FEE_PER_INSCRIPTION * count
  const bytes = count * (BigInt(sizeBytes) + INSCRIPTION_SIZE_OVERHEAD_BYTES)
  const networkFee = mulDivUp(feeRatePerKb, bytes, 1000n)
  const sizeFee = mulDivDown(networkFee, SIZE_FEE_PERCENT, 100n)
  const baseFee = applyOgDiscount(serviceFee, isOg)
  return {
    inscription,
    networkFee,
    baseFee,
    sizeFee,
    total: inscription + networkFee + baseFee + sizeFee,
  }
}
