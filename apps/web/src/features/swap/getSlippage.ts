import {
  DEFAULT_SLIPPAGE_BPS,
  type DecimalSeparators,
  type ParsedSlippage,
  parseSlippage,
} from '@drc20/core'

/**
 * A slippage box (swap settings, add liquidity): blank is the 0.5% default;
 * `undefined` when the text is not a valid percentage.
 */
export function getSlippage(
  text: string,
  separators?: DecimalSeparators,
): ParsedSlippage | undefined {
  if (text.trim() === '') return { bps: DEFAULT_SLIPPAGE_BPS }
  return parseSlippage(text, separators).unwrapOr(undefined)
}
