/** Koinu (DOGE base units) per DOGE. */
const KOINU_PER_DOGE = 100_000_000n

/**
 * 2^26 DOGE in koinu (6,710,886,400,000,000). Below it the indexer's
 * float64 reading of an output (`readDogeOutputValue`) is never below the
 * koinu paid; at and above it an output of exactly `amt` can read as
 * `amt − 1` (docs/protocol.md §5.7, §7.2).
 */
export const FLOAT64_EXACT_OUTPUT_LIMIT = 6_710_886_400_000_000n

const INT64_OVERFLOW = 2 ** 63

/**
 * The value the indexer reads for a DOGE output of `koinu` (docs/protocol.md
 * §7.2): the node reports it as a JSON number of DOGE with 8 decimals, Go
 * parses it into the nearest float64, multiplies by 10^8 in float64 and
 * takes the ceiling, then converts to int64:
 *
 *   reading = int64(ceil(float64(koinu / 10^8) × 10^8))
 *
 * JavaScript's `Number(text)` and `*` are the same IEEE-754 operations, so
 * this is exact to the unit. Up to 2^53 koinu the product is within one
 * unit of `koinu`; above it the float64 spacing grows (2 units at 2^54,
 * 128 near 10^18). A ceiling above int64 reads as 0 and exactly 2^63 as
 * −2^63 (the indexer's conversion), so such an output never passes.
 *
 * @example readDogeOutputValue(100_000_000n) // 100_000_000n
 * @example readDogeOutputValue(6_710_901_985_553_450n) // 6_710_901_985_553_449n
 */
export function readDogeOutputValue(koinu: bigint): bigint {
  if (koinu < 0n) throw new RangeError('readDogeOutputValue: negative output')
  const whole = koinu / KOINU_PER_DOGE
  const fraction = (koinu % KOINU_PER_DOGE).toString().padStart(8, '0')
  const doge = Number(`${whole}.${fraction}`)
  const rounded = Math.ceil(doge * 100_000_000)
  if (rounded > INT64_OVERFLOW) return 0n
  if (rounded === INT64_OVERFLOW) return -(2n ** 63n)
  return BigInt(rounded)
}
