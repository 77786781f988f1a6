import { SUPPORTED_LANGUAGES } from '@drc20/core'
import { describe, expect, it } from 'vitest'
import { getNumberSeparators } from './numberSeparators'

describe(getNumberSeparators, () => {
  it.each(SUPPORTED_LANGUAGES)(
    'behavior: %s has the separators Intl formats with',
    (language) => {
      const parts = new Intl.NumberFormat(language).formatToParts(12345.6)
      expect(getNumberSeparators(language)).toEqual({
        groupSeparator: parts.find((p) => p.type === 'group')?.value,
        decimalSeparator: parts.find((p) => p.type === 'decimal')?.value,
      })
    },
  )
})
