import type { Language } from '@drc20/core'
import { TickMarkType } from 'lightweight-charts'
import { ENGLISH_MONTHS, formatDateTime, pad2 } from '../../i18n/dateTimeFormat'
import type { ChartTime } from './chartData'

type Marks = {
  readonly year: (year: number) => string
  readonly month: (month: number) => string
  readonly day: (day: number) => string
}

/** Chinese and Japanese write the marks alike. */
const HAN_MARKS: Marks = {
  year: (year) => `${year}年`,
  month: (month) => `${month}月`,
  day: (day) => `${day}日`,
}

/**
 * Each shipped language's year, short month and day, as Chromium's Intl
 * writes them alone (`{ month: 'short' }`, …): `chartTime.test.ts` checks
 * them against Intl.
 */
const MARKS: Record<Language, Marks> = {
  'en-US': {
    year: String,
    month: (month) => ENGLISH_MONTHS[month - 1] ?? '',
    day: String,
  },
  'zh-TW': HAN_MARKS,
  'ja-JP': HAN_MARKS,
  'ko-KR': {
    year: (year) => `${year}년`,
    month: (month) => `${month}월`,
    day: (day) => `${day}일`,
  },
  vi: { year: String, month: (month) => `Tháng ${month}`, day: String },
}

/**
 * A price chart's time-axis label in `language` (the chart's
 * `tickMarkFormatter`). Times are UTC, as the candles' buckets are and as
 * the chart library writes them by default; times of day on a 24-hour
 * clock (00:05, where the library's default wrote 24:05 in some
 * languages).
 *
 * Written without Intl: the library's default calls `toLocaleString` with
 * options for every mark, which builds a new formatter each time and, the
 * first time, loads the language's calendar data: 40 ms of one task on a
 * desktop for the market's first chart.
 */
export function formatChartTickMark(
  language: Language,
  time: ChartTime,
  type: TickMarkType,
): string {
  const date = new Date(time * 1000)
  if (Number.isNaN(date.getTime())) return ''
  const marks = MARKS[language]
  const clock = () =>
    `${pad2(date.getUTCHours())}:${pad2(date.getUTCMinutes())}`
  switch (type) {
    case TickMarkType.Year:
      return marks.year(date.getUTCFullYear())
    case TickMarkType.Month:
      return marks.month(date.getUTCMonth() + 1)
    case TickMarkType.DayOfMonth:
      return marks.day(date.getUTCDate())
    case TickMarkType.Time:
      return clock()
    case TickMarkType.TimeWithSeconds:
      return `${clock()}:${pad2(date.getUTCSeconds())}`
  }
}

/**
 * The crosshair's time label: the language's medium date and short time,
 * in UTC, marked as such.
 */
export function formatChartTime(language: Language, time: ChartTime): string {
  const text = formatDateTime(language, time * 1000, 'utc')
  return text === '—' ? text : `${text} UTC`
}
