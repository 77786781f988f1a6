import { formatAmount, type ParseUnitsError } from '@drc20/core'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { NumberSeparators } from './numberSeparators'

/** Why a typed amount cannot be read, in the language's notation. EMPTY says nothing. */
export function amountInputMessage(
  error: ParseUnitsError,
  { decimalSeparator }: NumberSeparators,
): MessageDescriptor | undefined {
  const example = formatAmount(1_250_000_000n, { decimalSeparator })
  switch (error.code) {
    case 'EMPTY':
      return undefined
    case 'INVALID_NUMBER':
      return msg`Enter a number, for example ${example}`
    case 'TOO_MANY_DECIMALS':
      return msg`At most ${error.decimals} decimal places`
    case 'WRONG_DECIMAL_SEPARATOR': {
      const mark = error.decimalSeparator
      return msg`Use “${mark}” as the decimal separator, for example ${example}`
    }
    default: {
      const unknown: never = error
      throw new Error(`unknown amount error ${JSON.stringify(unknown)}`)
    }
  }
}
