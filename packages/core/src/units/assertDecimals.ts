import { assert } from '../errors/assert.js'

/**
 * Throws unless `decimals` is an integer in 0..255. Decimals come from our
 * constants or from decoded API data, so a bad value is a bug.
 */
export function assertDecimals(decimals: number): void {
  assert(
    Number.isInteger(decimals) && decimals >= 0 && decimals <= 255,
    'INVALID_DECIMALS',
  )
}
