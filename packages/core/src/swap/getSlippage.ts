import type { DecimalSeparators } from '../units/normalizeDecimalText.js'
import { DEFAULT_SLIPPAGE_BPS } from './getMinimumReceived.js'
import { type ParsedSlippage, parseSlippage } from './parseSlippage.js'

/**
 * A slippage box (swap settings, add liquidity): blank is the 0.5%
 * default; `undefined` when the text is not a valid percentage.
 *
 * @example getSlippage('') // { bps: 50n }
 * @example getSlippage('1') // { bps: 100n }
 */
export function getSlippage(
  text: string,
  separators?: DecimalSeparators,
): ParsedSlippage | undefined {
  if (text.trim() === '') return { bps: DEFAULT_SLIPPAGE_BPS }
  return parseSlippage(text, separators).unwrapOr(undefined)
}
