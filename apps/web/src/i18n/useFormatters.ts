import { formatAmount, formatCompact, type Language } from '@drc20/core'
import { useAtomValue } from 'jotai'
import { useMemo } from 'react'
import { getCompactNotation } from './compactNotation'
import { formatDateTime } from './dateTimeFormat'
import { languageAtom } from './languageAtoms'
import { getNumberSeparators } from './numberSeparators'

/**
 * The one place amounts and dates are formatted for the screen, in the
 * active language's conventions. Amounts stay exact (core's bigint
 * formatters); separators, compact units and date patterns are written out
 * per language.
 */
export function useFormatters() {
  const language = useAtomValue(languageAtom)
  return useMemo(() => createFormatters(language), [language])
}

/** One set per language, shared by every component. */
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
  const compactNotation = getCompactNotation(language)
  // No Intl object on a page's way to its first screen: the first one of
  // a kind loads the locale's data, a long task on a phone. Amounts, whole
  // numbers, compact figures and dates are written by core's formatters and
  // this folder's per-language tables (checked against Intl in tests), and
  // ages ("3 minutes ago") are catalog messages (explorer/AgeText). Only a
  // number beyond 2^53 builds an Intl formatter.
  const integer = onFirstUse(
    () => new Intl.NumberFormat(language, { maximumFractionDigits: 0 }),
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
    dateTime: (epochMs: number) => formatDateTime(language, epochMs),
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
    compactAmount: (value: bigint, decimals = 8) =>
      formatCompact(value, decimals, compactNotation),
  }
}
