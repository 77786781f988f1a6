import { DEFAULT_GAS_TIERS, type GasTiers } from './gasTiers.js'

/**
 * How busy the network is, from the fee services' medium tier against the
 * default one (2,000,000 base units per kB, docs/product.md §9):
 * - `congested` at 2× or more: 'Current on-chain congestion may cause
 *   mint failures' (docs/product.md §8);
 * - `very-congested` at 5× or more: 'The Dogecoin network is very
 *   congested';
 * - `normal` below.
 */
export type CongestionLevel = 'normal' | 'congested' | 'very-congested'

/** Multiples of the default medium tier that start each warning. */
export const CONGESTION_MULTIPLES = Object.freeze({
  congested: 2n,
  veryCongested: 5n,
})

/**
 * @example getCongestionLevel({ low: 1_000_000n, medium: 4_000_000n, high: 9_000_000n }) // 'congested'
 */
export function getCongestionLevel(tiers: GasTiers): CongestionLevel {
  const base = DEFAULT_GAS_TIERS.medium
  if (tiers.medium >= base * CONGESTION_MULTIPLES.veryCongested)
    return 'very-congested'
  if (tiers.medium >= base * CONGESTION_MULTIPLES.congested) return 'congested'
  return 'normal'
}
