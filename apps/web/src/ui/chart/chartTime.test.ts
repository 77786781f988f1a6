import { SUPPORTED_LANGUAGES } from '@drc20/core'
import fc from 'fast-check'
import { TickMarkType } from 'lightweight-charts'
import { describe, expect, it } from 'vitest'
import { formatChartTickMark, formatChartTime } from './chartTime'

const seconds = fc.integer({ min: 0, max: Date.UTC(2100, 0, 1) / 1000 })

describe(formatChartTickMark, () => {
  it.each(SUPPORTED_LANGUAGES)(
    'behavior: in %s, each kind of mark prints as Intl prints it in UTC',
    (language) => {
      const intl = (options: Intl.DateTimeFormatOptions) =>
        new Intl.DateTimeFormat(language, { timeZone: 'UTC', ...options })
      const expected = {
        [TickMarkType.Year]: intl({ year: 'numeric' }),
        [TickMarkType.Month]: intl({ month: 'short' }),
        [TickMarkType.DayOfMonth]: intl({ day: 'numeric' }),
        [TickMarkType.Time]: intl({
          hourCycle: 'h23',
          hour: '2-digit',
          minute: '2-digit',
        }),
        [TickMarkType.TimeWithSeconds]: intl({
          hourCycle: 'h23',
          hour: '2-digit',
          minute: '2-digit',
          second: '2-digit',
        }),
      }
      fc.assert(
        fc.property(
          seconds,
          fc.constantFrom(
            TickMarkType.Year,
            TickMarkType.Month,
            TickMarkType.DayOfMonth,
            TickMarkType.Time,
            TickMarkType.TimeWithSeconds,
          ),
          (time, type) => {
            expect(formatChartTickMark(language, time, type)).toBe(
              expected[type].format(time * 1000),
            )
          },
        ),
        { numRuns: 300 },
      )
    },
  )

  it('behavior: midnight is 00:00, not 24:00', () => {
    const midnight = Date.UTC(2026, 10, 28) / 1000
    expect(formatChartTickMark('en-US', midnight, TickMarkType.Time)).toBe(
      '00:00',
    )
    expect(
      formatChartTickMark('ko-KR', midnight + 9, TickMarkType.TimeWithSeconds),
    ).toBe('00:00:09')
  })

  it('behavior: a time no date can hold prints nothing', () => {
    expect(formatChartTickMark('en-US', Number.NaN, TickMarkType.Year)).toBe('')
  })
})

describe(formatChartTime, () => {
  it('behavior: the crosshair writes the date and time in UTC, marked UTC', () => {
    const time = Date.UTC(2026, 10, 28, 14, 5) / 1000
    expect(formatChartTime('en-US', time)).toBe('Nov 28, 2026, 2:05 PM UTC')
    expect(formatChartTime('ja-JP', time)).toBe('2026/11/28 14:05 UTC')
    expect(formatChartTime('en-US', Number.NaN)).toBe('—')
  })
})
