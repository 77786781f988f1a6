import type { ApiClient } from '@drc20/api'
import {
  ACTIVITY_CSV_COLUMNS,
  ACTIVITY_PROTOCOLS,
  type ActivityRow,
  CSV_BOM,
  formatCsvHeader,
  formatCsvRow,
  getActivityCsvCells,
  getActivityRow,
  type JournalActivityInput,
  mergeActivity,
} from '@drc20/core'
import { fetchAddressActivity } from '../../lib/activity/fetchAddressActivity'
import { ApiQueryError } from '../../lib/api/apiQueryError'

/** Rows asked per request while exporting. */
const EXPORT_PAGE = 500
/** Rows written between yields to the page. */
const WRITE_CHUNK = 500

export type ExportProgress = {
  readonly phase: 'reading' | 'writing'
  readonly done: number
  readonly total: number
}

const yieldToPage = () => new Promise<void>((r) => setTimeout(r, 0))

/**
 * Reads an address's whole history, protocol by protocol and page by page,
 * then writes the CSV in chunks, yielding between them so the page never
 * freezes. Returns the file's parts (BOM first) for a Blob.
 */
export async function exportActivityCsv({
  api,
  address,
  journal,
  header,
  onProgress,
  signal,
}: {
  readonly api: ApiClient
  readonly address: string
  readonly journal: readonly JournalActivityInput[]
  /** The translated column names, in ACTIVITY_CSV_COLUMNS order. */
  readonly header: readonly string[]
  readonly onProgress: (progress: ExportProgress) => void
  readonly signal: AbortSignal
}): Promise<string[]> {
  if (header.length !== ACTIVITY_CSV_COLUMNS.length)
    throw new Error('activity CSV header does not match its columns')
  const rows: ActivityRow[] = []
  let total = 0
  const totals = new Map<string, number>()
  for (const protocol of ACTIVITY_PROTOCOLS) {
    for (let offset = 0; ; offset += EXPORT_PAGE) {
      const page = await fetchAddressActivity(
        api,
        protocol,
        address,
        EXPORT_PAGE,
        offset,
        signal,
      )
      if (page.isErr()) throw new ApiQueryError(page.error)
      if (!totals.has(protocol)) {
        totals.set(protocol, page.value.total)
        total += page.value.total
      }
      for (const record of page.value.records)
        rows.push(getActivityRow(record, address))
      onProgress({ phase: 'reading', done: rows.length, total })
      if (page.value.records.length < EXPORT_PAGE) break
    }
  }
  const merged = mergeActivity(rows, journal)
  const parts = [CSV_BOM, formatCsvHeader(header)]
  for (let i = 0; i < merged.length; i += WRITE_CHUNK) {
    if (signal.aborted) throw signal.reason
    parts.push(
      merged
        .slice(i, i + WRITE_CHUNK)
        .map((row) => formatCsvRow(getActivityCsvCells(row)))
        .join(''),
    )
    onProgress({
      phase: 'writing',
      done: Math.min(i + WRITE_CHUNK, merged.length),
      total: merged.length,
    })
    await yieldToPage()
  }
  return parts
}

/** Hands the file to the browser as a download. */
export function downloadCsv(parts: readonly string[], fileName: string): void {
  const blob = new Blob([...parts], { type: 'text/csv;charset=utf-8' })
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}
