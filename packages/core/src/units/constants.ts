/** Decimals of DOGE and of WDOGE: 1 DOGE = 10^8 base units (koinu). */
export const DOGE_DECIMALS = 8

/** Base units in one DOGE (and in one WDOGE, protocol.md §1.1). */
export const BASE_UNITS_PER_DOGE = 100_000_000n

/** Default `dec` of a DRC-20 token when a deploy leaves it out (protocol.md §1.1). */
export const DEFAULT_TOKEN_DECIMALS = 8
