import type { Language } from '@drc20/core'

export type NumberSeparators = {
  readonly groupSeparator: string
  readonly decimalSeparator: string
}

const cache = new Map<string, NumberSeparators>()

/** The locale's digit-group and decimal separators, read from Intl once. */
export function getNumberSeparators(locale: Language): NumberSeparators {
  const hit = cache.get(locale)
  if (hit) return hit
  const parts = new Intl.NumberFormat(locale).formatToParts(12345.6)
  const separators = {
    groupSeparator: parts.find((p) => p.type === 'group')?.value ?? ',',
    decimalSeparator: parts.find((p) => p.type === 'decimal')?.value ?? '.',
  }
  cache.set(locale, separators)
  return separators
}
