import type { FileAttribute } from '../../domain/files.js'

/** Why a pasted line was not applied (line 1 is the header). */
export type TraitsCsvIssueCode =
  /** The first column's header is not `file_id` or `file_name`. */
  | 'MISSING_KEY_COLUMN'
  /** A trait column has no header, or two columns have the same one. */
  | 'BAD_TRAIT_COLUMN'
  /** A quoted cell is not closed before the text ends. */
  | 'UNTERMINATED_QUOTE'
  /** The line has more cells than the header. */
  | 'TOO_MANY_CELLS'
  | 'EMPTY_KEY'
  /** No selected file has this id or name. */
  | 'UNKNOWN_FILE'
  /** Several selected files have this name: use the file id. */
  | 'AMBIGUOUS_NAME'
  /** An earlier line set this file already. */
  | 'DUPLICATE_FILE'

export type TraitsCsvIssue = {
  /** 1-based line of the pasted text. */
  readonly line: number
  readonly code: TraitsCsvIssueCode
  /** The key cell of the line, when there is one. */
  readonly key?: string
}

/** One applied line: the file, its name when a `name` column has one, its traits. */
export type TraitsCsvRow = {
  readonly fileId: string
  readonly name?: string
  readonly attributes: readonly FileAttribute[]
}

export type TraitsCsvResult = {
  readonly rows: readonly TraitsCsvRow[]
  readonly issues: readonly TraitsCsvIssue[]
}

/** Splits text into lines of cells (RFC 4180 quoting), with each line's number. */
function splitCsv(
  text: string,
  separator: string,
): { cells: string[]; line: number; unterminated: boolean }[] {
  const out: { cells: string[]; line: number; unterminated: boolean }[] = []
  let cells: string[] = []
  let cell = ''
  let quoted = false
  let line = 1
  let start = 1
  let i = 0
  const endRow = (unterminated: boolean) => {
    cells.push(cell)
    out.push({ cells, line: start, unterminated })
    cells = []
    cell = ''
  }
  while (i < text.length) {
    const c = text[i] as string
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"'
        i += 2
        continue
      }
      if (c === '"') quoted = false
      else {
        if (c === '\n') line++
        cell += c
      }
      i++
      continue
    }
    if (c === '"' && cell.trim() === '') {
      cell = ''
      quoted = true
    } else if (c === separator) {
      cells.push(cell)
      cell = ''
    } else if (c === '\r' || c === '\n') {
      if (c === '\r' && text[i + 1] === '\n') i++
      endRow(false)
      line++
      start = line
    } else cell += c
    i++
  }
  if (quoted || cell !== '' || cells.length > 0) endRow(quoted)
  return out
}

/**
 * Reads traits pasted as CSV (or tab-separated, as a spreadsheet copies):
 * a header whose first column is `file_id` or `file_name`, an optional
 * `name` column for the item's name, and one column per trait. Each line
 * names a file of `files` by id or by its (item) name; empty trait cells
 * are left out. Good lines are returned to be applied, bad ones with
 * their line number and why; blank lines are skipped.
 *
 * @example parseTraitsCsv('file_id,Coat\nab…,Gold\nzz,Red', [{ fileId: 'ab…', name: '' }])
 * // { rows: [{ fileId: 'ab…', attributes: [{ traitType: 'Coat', value: 'Gold' }] }],
 * //   issues: [{ line: 3, code: 'UNKNOWN_FILE', key: 'zz' }] }
 */
export function parseTraitsCsv(
  text: string,
  files: readonly { readonly fileId: string; readonly name: string }[],
): TraitsCsvResult {
  const firstLine = text.split(/\r?\n/, 1)[0] ?? ''
  const separator = firstLine.includes('\t') ? '\t' : ','
  const lines = splitCsv(text, separator).filter(
    (l) => l.unterminated || l.cells.some((c) => c.trim() !== ''),
  )
  const header = lines[0]
  if (header === undefined) return { rows: [], issues: [] }
  const heads = header.cells.map((c) => c.trim())
  const key = heads[0]?.toLowerCase()
  if (key !== 'file_id' && key !== 'file_name') {
    return {
      rows: [],
      issues: [{ line: header.line, code: 'MISSING_KEY_COLUMN' }],
    }
  }
  const nameColumn = heads.findIndex(
    (h, i) => i > 0 && h.toLowerCase() === 'name',
  )
  const traitColumns = heads
    .map((h, i) => ({ h, i }))
    .filter(({ i }) => i > 0 && i !== nameColumn)
  const seen = new Set<string>()
  for (const { h } of traitColumns) {
    if (h === '' || seen.has(h)) {
      return {
        rows: [],
        issues: [{ line: header.line, code: 'BAD_TRAIT_COLUMN' }],
      }
    }
    seen.add(h)
  }
  const byId = new Map(files.map((f) => [f.fileId.toLowerCase(), f.fileId]))
  const byName = new Map<string, string[]>()
  for (const f of files) {
    const n = f.name.trim()
    if (n !== '') byName.set(n, [...(byName.get(n) ?? []), f.fileId])
  }
  const rows: TraitsCsvRow[] = []
  const issues: TraitsCsvIssue[] = []
  const done = new Set<string>()
  for (const { cells, line, unterminated } of lines.slice(1)) {
    const keyCell = (cells[0] ?? '').trim()
    const fail = (code: TraitsCsvIssueCode) =>
      issues.push(
        keyCell === '' ? { line, code } : { line, code, key: keyCell },
      )
    if (unterminated) {
      fail('UNTERMINATED_QUOTE')
      continue
    }
    if (cells.length > heads.length) {
      fail('TOO_MANY_CELLS')
      continue
    }
    if (keyCell === '') {
      fail('EMPTY_KEY')
      continue
    }
    let fileId: string | undefined
    if (key === 'file_id') fileId = byId.get(keyCell.toLowerCase())
    else {
      const ids = byName.get(keyCell) ?? []
      if (ids.length > 1) {
        fail('AMBIGUOUS_NAME')
        continue
      }
      fileId = ids[0]
    }
    if (fileId === undefined) {
      fail('UNKNOWN_FILE')
      continue
    }
    if (done.has(fileId)) {
      fail('DUPLICATE_FILE')
      continue
    }
    done.add(fileId)
    const attributes = traitColumns
      .map(({ h, i }) => ({ traitType: h, value: (cells[i] ?? '').trim() }))
      .filter((a) => a.value !== '')
    const name = nameColumn < 0 ? undefined : (cells[nameColumn] ?? '').trim()
    rows.push(
      name === undefined || name === ''
        ? { fileId, attributes }
        : { fileId, name, attributes },
    )
  }
  return { rows, issues }
}
