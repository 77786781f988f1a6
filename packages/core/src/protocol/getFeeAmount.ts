import type { FeeRule } from './protocolParams.js'

/**
 * A fee rule applied to an amount, in the rule's rounding order:
 * `truncate-first` = `(amount // den) × num`; `multiply-first` =
 * `amount × num // den`. Non-positive amounts pay 0.
 */
export function getFeeAmount(amount: bigint, rule: FeeRule): bigint {
  if (amount <= 0n) return 0n
  return rule.order === 'truncate-first'
    ? (amount / rule.denominator) * rule.numerator
    : (amount * rule.numerator) / rule.denominator
}
