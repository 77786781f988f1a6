import { formatAmount, type Language } from '@drc20/core'
import { useAtomValue } from 'jotai'
import { useMemo } from 'react'
import { languageAtom } from './languageAtoms'
import { getNumberSeparators } from './numberSeparators'

/**
 * The one place amounts and dates are formatted for the screen, in the
 * active language's conventions. Amounts stay exact (core's bigint
 * formatter); only the separators come from Intl.
 */
export function useFormatters() {
  const language = useAtomValue(languageAtom)
  return useMemo(() => createFormatters(language), [language])
}

export function createFormatters(language: Language) {
  const separators = getNumberSeparators(language)
  const dateTime = new Intl.DateTimeFormat(language, {
    dateStyle: 'medium',
    timeStyle: 'short',
  })
  const integer = new Intl.NumberFormat(language, { maximumFractionDigits: 0 })
  return {
    /** The language's decimal mark and digit-group separator. */
    separators,
    /** Base units → display, up to 8 decimals, truncated. */
    amount: (value: bigint, decimals = 8, maxFractionDigits = 8) =>
      formatAmount(value, { decimals, maxFractionDigits, ...separators }),
    /**
     * Base units → text for an amount box (Max, a derived side): every
     * digit, no grouping, the language's decimal mark; reads back exactly.
     */
    amountInput: (value: bigint, decimals = 8) =>
      formatAmount(value, {
        decimals,
        maxFractionDigits: decimals,
        groupSeparator: '',
        decimalSeparator: separators.decimalSeparator,
      }),
    /** Epoch milliseconds → local date and time. */
    dateTime: (epochMs: number) => dateTime.format(epochMs),
    /** Block heights, counts. */
    integer: (value: number) => integer.format(value),
  }
}
