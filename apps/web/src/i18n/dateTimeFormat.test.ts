import { SUPPORTED_LANGUAGES } from '@drc20/core'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { formatDateTime } from './dateTimeFormat'

/**
 * Intl's text, where the ICU that runs the tests differs from the browsers':
 * Node's ICU 78 writes Korean day periods as AM/PM, Chromium as 오전/오후.
 */
function browserText(language: string, text: string): string {
  return language === 'ko-KR'
    ? text.replace(/\bAM\b/, '오전').replace(/\bPM\b/, '오후')
    : text
}

describe(formatDateTime, () => {
  it.each(SUPPORTED_LANGUAGES)(
    'behavior: in %s, a moment prints as Intl prints it',
    (language) => {
      const intl = new Intl.DateTimeFormat(language, {
        dateStyle: 'medium',
        timeStyle: 'short',
      })
      const moment = fc.oneof(
        fc.integer({ min: 0, max: Date.UTC(2100, 0, 1) }),
        // Every hour of a day and its edges: day periods, 12-hour clocks.
        fc
          .tuple(
            fc.integer({ min: 0, max: 23 }),
            fc.constantFrom(0, 59),
            fc.integer({ min: 1, max: 12 }),
          )
          .map(([hour, minute, month]) =>
            new Date(2026, month - 1, 9, hour, minute).getTime(),
          ),
      )
      fc.assert(
        fc.property(moment, (epochMs) => {
          expect(formatDateTime(language, epochMs)).toBe(
            browserText(language, intl.format(epochMs)),
          )
        }),
        { numRuns: 500 },
      )
    },
  )

  it.each(SUPPORTED_LANGUAGES)(
    'behavior: in %s, a moment in UTC prints as Intl prints it in UTC',
    (language) => {
      const intl = new Intl.DateTimeFormat(language, {
        dateStyle: 'medium',
        timeStyle: 'short',
        timeZone: 'UTC',
      })
      fc.assert(
        fc.property(
          fc.integer({ min: 0, max: Date.UTC(2100, 0, 1) }),
          (epochMs) => {
            expect(formatDateTime(language, epochMs, 'utc')).toBe(
              browserText(language, intl.format(epochMs)),
            )
          },
        ),
        { numRuns: 300 },
      )
    },
  )

  it('behavior: a time no date can hold prints a dash', () => {
    expect(formatDateTime('en-US', Number.NaN)).toBe('—')
    expect(formatDateTime('en-US', 8.64e15 + 1)).toBe('—')
  })
})
