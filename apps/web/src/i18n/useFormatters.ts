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

/** One set per language: Intl formatters are costly to build (a long list builds many). */
const formattersByLanguage = new Map<Language, Formatters>()

/** The formatters of `language`, built once and shared. */
export function createFormatters(language: Language): Formatters {
  let formatters = formattersByLanguage.get(language)
  if (formatters === undefined) {
    formatters = buildFormatters(language)
    formattersByLanguage.set(language, formatters)
  }
  return formatters
}

export type Formatters = ReturnType<typeof buildFormatters>

/** A value built on first use, then kept. */
function onFirstUse<T>(build: () => T): () => T {
  let value: T | undefined
  return () => {
    value ??= build()
    return value
  }
}

function buildFormatters(language: Language) {
  const separators = getNumberSeparators(language)
  // Each Intl formatter is built on first use: the first one of a kind
  // loads the locale's data, a long task on a phone, and most pages show
  // no date or compact figure in their first screen. Ages ("3 minutes
  // ago") are catalog messages (explorer/AgeText), not Intl.
  const dateTime = onFirstUse(
    () =>
      new Intl.DateTimeFormat(language, {
        dateStyle: 'medium',
        timeStyle: 'short',
      }),
  )
  const integer = onFirstUse(
    () => new Intl.NumberFormat(language, { maximumFractionDigits: 0 }),
  )
  // Truncated, never rounded up: 999,999 is not "1M" (Intl accepts bigints).
  const compactWhole = onFirstUse(
    () =>
      new Intl.NumberFormat(language, {
        notation: 'compact',
        maximumFractionDigits: 2,
        roundingMode: 'trunc',
      } as Intl.NumberFormatOptions),
  )
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
    dateTime: (epochMs: number) => dateTime().format(epochMs),
    /** Block heights, counts. */
    integer: (value: number) =>
      // Whole numbers with core's exact formatter (the same text, tested),
      // so that a block height needs no Intl.
      Number.isSafeInteger(value)
        ? formatAmount(BigInt(value), { decimals: 0, ...separators })
        : integer().format(value),
    /**
     * Base units → an overview figure: up to 2 decimals below 10,000, else
     * the language's compact form (1.23M, 123万, 1.2만), truncated. Only for
     * overview tables; the exact figure goes next to it (hover, focus).
     */
    compactAmount: (value: bigint, decimals = 8) => {
      const whole = value / 10n ** BigInt(decimals)
      if (whole < 10_000n && whole > -10_000n) {
        const text = formatAmount(value, {
          decimals,
          maxFractionDigits: 2,
          ...separators,
        })
        return text === '0' && value !== 0n ? '<0.01' : text
      }
      return compactWhole().format(whole)
    },
  }
}
