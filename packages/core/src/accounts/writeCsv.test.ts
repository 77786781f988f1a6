import { fc, test } from '@fast-check/vitest'
import { describe, expect, it } from 'vitest'

const runs = Math.max(100, Number(process.env.FUZZ_RUNS ?? 0))

import {
  CSV_BOM,
  csvNumber,
  csvText,
  formatCsv,
  formatCsvCell,
  formatCsvRow,
  formatUtcTimestamp,
} from './writeCsv.js'

/** An RFC 4180 reader, enough to read back what the writer wrote. */
function parseCsvRecord(line: string): string[] {
  const cells: string[] = []
  let i = 0
  let cell = ''
  while (i <= line.length) {
    if (line[i] === '"') {
      i++
      while (i < line.length) {
        if (line[i] === '"' && line[i + 1] === '"') {
          cell += '"'
          i += 2
        } else if (line[i] === '"') {
          i++
          break
        } else cell += line[i++]
      }
    }
    if (i >= line.length || line[i] === ',') {
      cells.push(cell)
      cell = ''
      i++
      continue
    }
    cell += line[i++]
  }
  return cells
}

describe(formatCsvCell, () => {
  it.each([
    ['plain', 'plain'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['cr\r', '"cr\r"'],
    ['', ''],
  ])('behavior: quotes %j as %j', (value, expected) => {
    expect(formatCsvCell(csvText(value))).toBe(expected)
  })

  it.each([
    ['=1+1', "'=1+1"],
    ['+SUM(A1)', "'+SUM(A1)"],
    ['-2', "'-2"],
    ['@cmd', "'@cmd"],
    ['\tx', "'\tx"],
    ['=HYPERLINK("http://x","y")', `"'=HYPERLINK(""http://x"",""y"")"`],
  ])('behavior: neutralises the formula %j', (value, expected) => {
    expect(formatCsvCell(csvText(value))).toBe(expected)
  })

  it('behavior: a number cell is an unsigned decimal, kept as is', () => {
    expect(formatCsvCell(csvNumber('90071992547409931.00000001'))).toBe(
      '90071992547409931.00000001',
    )
    expect(() => formatCsvCell(csvNumber('-1'))).toThrow()
    expect(() => formatCsvCell(csvNumber('=1'))).toThrow()
    expect(() => formatCsvCell(csvNumber('1e5'))).toThrow()
  })

  test.prop([fc.string({ unit: 'binary' })], { numRuns: runs })(
    'property: a text cell reads back as itself, never as a formula',
    (value) => {
      const written = formatCsvCell(csvText(value))
      const [read] = parseCsvRecord(written)
      expect(/^[=+\-@\t\r]/.test(read ?? '')).toBe(false)
      const original = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value
      expect(read).toBe(original)
    },
  )
})

describe(formatCsvRow, () => {
  it('default: fields joined by commas, record ended by CRLF', () => {
    expect(formatCsvRow([csvText('a'), csvNumber('1.5'), csvText('x,y')])).toBe(
      'a,1.5,"x,y"\r\n',
    )
  })
})

describe(formatCsv, () => {
  it('default: BOM, header, rows', () => {
    expect(
      formatCsv(['Tick', 'Amount'], [[csvText('UNIX'), csvNumber('1')]]),
    ).toBe(`${CSV_BOM}Tick,Amount\r\nUNIX,1\r\n`)
  })
})

describe(formatUtcTimestamp, () => {
  it.each([
    [0, '1970-01-01T00:00:00Z'],
    [951_782_400_000, '2000-02-29T00:00:00Z'],
    [1_735_603_201_999, '2024-12-31T00:00:01Z'],
    [4_107_542_399_000, '2100-02-28T23:59:59Z'],
  ])('behavior: %d is %s', (ms, expected) => {
    expect(formatUtcTimestamp(ms)).toBe(expected)
  })

  test.prop([fc.integer({ min: 0, max: 8_000_000_000_000 })], {
    numRuns: runs,
  })('property: agrees with Date#toISOString', (ms) => {
    expect(formatUtcTimestamp(ms)).toBe(
      `${new Date(Math.floor(ms / 1000) * 1000).toISOString().slice(0, 19)}Z`,
    )
  })
})
