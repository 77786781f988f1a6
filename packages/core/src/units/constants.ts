/** Decimals of DOGE: 1 DOGE = 10^8 base units (koinu). */
export const DOGE_DECIMALS = 8

/** Base units in one DOGE (and in one WDOGE, docs/protocol.md §1.1). */
export const BASE_UNITS_PER_DOGE = 100_000_000n

/**
 * Decimals every DRC-20, WDOGE and LP amount is shown and typed in: the
 * indexer keeps raw base units and `dec` is metadata only, displayed as
 * raw / 10^8 (a deploy without `dec`, or with 0, gets 8; docs/protocol.md §1.1).
 */
export const TOKEN_DECIMALS = 8
