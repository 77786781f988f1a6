/**
 * CSV as RFC 4180 writes it, for spreadsheet apps: fields separated by
 * commas, records ended by CRLF, a field quoted when it holds a quote, a
 * comma, CR or LF (quotes doubled inside). The file starts with a UTF-8
 * byte order mark so spreadsheet apps read it as UTF-8.
 */

/** The UTF-8 byte order mark, written once at the start of the file. */
export const CSV_BOM = '\uFEFF'

/** Record separator (RFC 4180 §2.1). */
export const CSV_EOL = '\r\n'

/**
 * One cell: `text` is anything (API data, ticks, hashes); `number` is an
 * unsigned decimal string this code produced (`123.45`).
 */
export type CsvCell =
  | { readonly kind: 'text'; readonly value: string }
  | { readonly kind: 'number'; readonly value: string }

export const csvText = (value: string): CsvCell => ({ kind: 'text', value })
export const csvNumber = (value: string): CsvCell => ({
  kind: 'number',
  value,
})

const UNSIGNED_DECIMAL = /^\d+(\.\d+)?$/
// A spreadsheet evaluates a cell starting with one of these as a formula
// (OWASP "CSV injection"); tab and CR start one in some apps too.
const FORMULA_START = /^[=+\-@\t\r]/
const NEEDS_QUOTES = /[",\r\n]/

/**
 * One field. A text cell starting with `= + - @`, tab or CR gets a leading
 * `'` so no spreadsheet runs it as a formula. A number cell must be an
 * unsigned decimal (amounts go in separate "in" and "out" columns, so none
 * starts with `-`); anything else is a bug and throws.
 */
export function formatCsvCell(cell: CsvCell): string {
  if (cell.kind === 'number') {
    if (!UNSIGNED_DECIMAL.test(cell.value))
      throw new Error(`CSV number cell is not an unsigned decimal`)
    return cell.value
  }
  const value = FORMULA_START.test(cell.value) ? `'${cell.value}` : cell.value
  return NEEDS_QUOTES.test(value) ? `"${value.replaceAll('"', '""')}"` : value
}

/** One record, CRLF included. */
export function formatCsvRow(cells: readonly CsvCell[]): string {
  return cells.map(formatCsvCell).join(',') + CSV_EOL
}

/** A header record: every cell is text. */
export function formatCsvHeader(names: readonly string[]): string {
  return formatCsvRow(names.map(csvText))
}

/** A whole document (BOM, header, rows); large ones are written in parts. */
export function formatCsv(
  header: readonly string[],
  rows: readonly (readonly CsvCell[])[],
): string {
  return CSV_BOM + formatCsvHeader(header) + rows.map(formatCsvRow).join('')
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0')

/**
 * Epoch milliseconds as ISO 8601 UTC, `2024-01-31T12:00:00Z` (whole
 * seconds), without a clock: the civil date of the day count
 * (H. Hinnant's days-to-civil).
 */
export function formatUtcTimestamp(epochMs: number): string {
  const totalSeconds = Math.floor(epochMs / 1000)
  const days = Math.floor(totalSeconds / 86_400)
  const secondsOfDay = totalSeconds - days * 86_400
  const z = days + 719_468
  const era = Math.floor(z / 146_097)
  const doe = z - era * 146_097
  const yoe = Math.floor(
    (doe -
      Math.floor(doe / 1460) +
      Math.floor(doe / 36_524) -
      Math.floor(doe / 146_096)) /
      365,
  )
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100))
  const mp = Math.floor((5 * doy + 2) / 153)
  const day = doy - Math.floor((153 * mp + 2) / 5) + 1
  const month = mp < 10 ? mp + 3 : mp - 9
  const year = yoe + era * 400 + (month <= 2 ? 1 : 0)
  const h = Math.floor(secondsOfDay / 3600)
  const m = Math.floor((secondsOfDay % 3600) / 60)
  const s = secondsOfDay % 60
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}T${pad(h)}:${pad(m)}:${pad(s)}Z`
}
