import { formatUsdValue } from '@drc20/core'
import type { NumberSeparators } from '../i18n/numberSeparators'

/** A USD figure: a BigNumber (core's `getUsdValue`), a decimal string or a number. */
export type UsdValue = Parameters<typeof formatUsdValue>[0]

/**
 * A USD value for the screen, truncated to cents in the language's
 * notation: `$1,234.56`; a positive value under a cent is `< $0.01`, never
 * `$0.00`. `undefined` when the value is not a finite number.
 *
 * @example formatUsd('0.004', { groupSeparator: ',', decimalSeparator: '.' }) // '< $0.01'
 */
export function formatUsd(
  value: UsdValue,
  separators: NumberSeparators,
): string | undefined {
  const text = formatUsdValue(value, separators)
  if (text === undefined) return undefined
  // A sign check on a ratio, not arithmetic on an amount.
  if (
    text === `0${separators.decimalSeparator}00` &&
    Number(value.toString()) > 0
  ) {
    return `< $0${separators.decimalSeparator}01`
  }
  return text.startsWith('-') ? `-$${text.slice(1)}` : `$${text}`
}
