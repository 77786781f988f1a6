import type { Language } from '@drc20/core'

/** A moment's local calendar fields (month 1–12, hour 0–23). */
type DateTimeFields = {
  readonly year: number
  readonly month: number
  readonly day: number
  readonly hour: number
  readonly minute: number
}

/** Two digits: 5 → `05`. */
export const pad2 = (value: number) => String(value).padStart(2, '0')
const hour12 = (hour: number) => (hour % 12 === 0 ? 12 : hour % 12)

/** English short month names, January first (CLDR's abbreviated form). */
export const ENGLISH_MONTHS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const

/** CLDR's flexible day periods of Chinese (pattern `B`), by hour. */
function chineseDayPeriod(hour: number): string {
  if (hour < 5) return '凌晨'
  if (hour < 8) return '清晨'
  if (hour < 12) return '上午'
  if (hour < 13) return '中午'
  if (hour < 19) return '下午'
  return '晚上'
}

/**
 * Each shipped language's medium date with its short time, as CLDR (and so
 * `Intl.DateTimeFormat` with `dateStyle: 'medium', timeStyle: 'short'`)
 * writes them: `dateTimeFormat.test.ts` checks them against Intl. Written
 * out because a page's first Intl.DateTimeFormat loads the locale's
 * calendar data, a task of 40–80 ms on a phone, and tables (the token
 * list's deploy time) show dates in their first screen.
 */
const FORMATS: Record<Language, (fields: DateTimeFields) => string> = {
  'en-US': ({ year, month, day, hour, minute }) =>
    `${ENGLISH_MONTHS[month - 1]} ${day}, ${year}, ${hour12(hour)}:${pad2(minute)} ${hour < 12 ? 'AM' : 'PM'}`,
  'zh-TW': ({ year, month, day, hour, minute }) =>
    `${year}年${month}月${day}日 ${chineseDayPeriod(hour)}${hour12(hour)}:${pad2(minute)}`,
  'ja-JP': ({ year, month, day, hour, minute }) =>
    `${year}/${pad2(month)}/${pad2(day)} ${hour}:${pad2(minute)}`,
  'ko-KR': ({ year, month, day, hour, minute }) =>
    `${year}. ${month}. ${day}. ${hour < 12 ? '오전' : '오후'} ${hour12(hour)}:${pad2(minute)}`,
  vi: ({ year, month, day, hour, minute }) =>
    `${pad2(hour)}:${pad2(minute)} ${day} thg ${month}, ${year}`,
}

/**
 * Epoch milliseconds → the local date and time in `language` ("Nov 28,
 * 2026, 12:13 PM"), without Intl; with `timeZone: 'utc'`, the time in UTC
 * (the price charts' candles are UTC buckets). A time no date can hold
 * prints `—`.
 */
export function formatDateTime(
  language: Language,
  epochMs: number,
  timeZone: 'local' | 'utc' = 'local',
): string {
  const date = new Date(epochMs)
  if (Number.isNaN(date.getTime())) return '—'
  return FORMATS[language](
    timeZone === 'utc'
      ? {
          year: date.getUTCFullYear(),
          month: date.getUTCMonth() + 1,
          day: date.getUTCDate(),
          hour: date.getUTCHours(),
          minute: date.getUTCMinutes(),
        }
      : {
          year: date.getFullYear(),
          month: date.getMonth() + 1,
          day: date.getDate(),
          hour: date.getHours(),
          minute: date.getMinutes(),
        },
  )
}
