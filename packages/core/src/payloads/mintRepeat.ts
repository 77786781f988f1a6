import { CURRENT_PROTOCOL } from '../protocol/protocolParams.js'

const FLOAT64_REJECTED_REPEATS: readonly number[] = [9, 13, 18, 26]

/**
 * Mint repeats the indexer honours (docs/protocol.md §4.2): 1..30
 * (`maxMintRepeat`) except 9, 13, 18 and 26. The indexer reads reveal out0
 * as float64 DOGE `v`, takes `k = trunc(v / 0.001)` capped at 30 and
 * requires `v == 0.001 × k` in float64, which fails for those four k. Such
 * a mint is ignored, not failed.
 */
export const VALID_MINT_REPEATS: readonly number[] = Object.freeze(
  Array.from(
    { length: CURRENT_PROTOCOL.maxMintRepeat },
    (_, i) => i + 1,
  ).filter((repeat) => !FLOAT64_REJECTED_REPEATS.includes(repeat)),
)

/** Value of the inscription carrier output per mint repeat: 0.001 DOGE. */
export const INSCRIPTION_OUTPUT_VALUE = 100_000n

/**
 * Whether a mint may repeat `repeat` times (see {@link VALID_MINT_REPEATS}).
 *
 * @example isValidMintRepeat(9) // false
 */
export function isValidMintRepeat(repeat: number): boolean {
  return VALID_MINT_REPEATS.includes(repeat)
}

/**
 * Reveal out0 value for a mint repeated `repeat` times, in DOGE base units:
 * `100,000 × repeat` (0.001 DOGE each). The recipient is credited
 * `amt × repeat`.
 *
 * @example getMintOutputValue(10) // 1_000_000n (0.01 DOGE)
 */
export function getMintOutputValue(repeat: number): bigint {
  return INSCRIPTION_OUTPUT_VALUE * BigInt(repeat)
}
