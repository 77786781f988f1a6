/*
 * Devnet settlement transcription, deliberately separate from @drc20/core
 * (see README.md in this folder): constants as the indexer writes them.
 */

/** The wrapped-DOGE tick (docs/protocol.md §1.3). */
export const WDOGE = 'WDOGE(WRAPPED-DOGE)'
/** LP locked at the reserve on every pool create (docs/protocol.md §3). */
export const MINI_LIQUIDITY = 1000n
/** `max` / `lim` ceiling: 41 nines. */
export const MAX_NUMBER = BigInt('9'.repeat(41))
/** Exact reveal out0 of a deploy, per mint repeat: 0.001 DOGE in koinu. */
export const CARRIER_KOINU = 100_000n
export const KOINU_PER_DOGE = 100_000_000n
/** Smallest wdoge withdraw (`the amount of tokens exceeds the 1`). */
export const UNWRAP_MINIMUM = 100_000_000n
/** Lower bound of the DOGE deposit fee, koinu. */
export const DEPOSIT_FEE_MINIMUM = 50_000_000n
/** pair-v2: ids this long or longer are meme-20 token ids. */
export const MEME_TICK_ID_LENGTH = 64
