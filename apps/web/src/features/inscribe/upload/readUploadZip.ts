import {
  type ArchiveBudgetBreach,
  getArchiveBudgetBreach,
  IMAGE_SIGNATURE_BYTES,
  isIgnoredArchiveEntry,
  type UploadFileEntry,
} from '@drc20/core'
import { type UnzipFileInfo, unzipSync } from 'fflate'
import { err, ok, type Result } from 'neverthrow'

/** Why a whole zip cannot be read (each file's own problems are per file). */
export type ReadUploadZipError =
  /** Not a zip file (no zip signature). */
  | { readonly code: 'NOT_A_ZIP' }
  /** Its directory could not be read. */
  | { readonly code: 'CORRUPT_ZIP' }
  /** No file in it (folders and system files aside). */
  | { readonly code: 'EMPTY_ZIP' }
  /** Over 1,000 entries or 50 MB uncompressed (docs/product.md §9). */
  | { readonly code: 'ZIP_BOMB'; readonly breach: ArchiveBudgetBreach }

export type ReadUploadZip = {
  /** Every file in zip order, as core's `validateUploadFiles` reads it. */
  readonly entries: readonly UploadFileEntry[]
  /** The inflated bytes by entry index (files too large are not inflated). */
  readonly data: ReadonlyMap<number, Uint8Array>
}

/** Files inflated per step (the progress moves after each). */
const STEP = 50

const isZipSignature = (zip: Uint8Array) =>
  zip.length >= 4 &&
  zip[0] === 0x50 &&
  zip[1] === 0x4b &&
  (zip[2] === 0x03 || zip[2] === 0x05) &&
  (zip[3] === 0x04 || zip[3] === 0x06)

class Breach extends Error {
  constructor(readonly breach: ArchiveBudgetBreach) {
    super(breach)
  }
}

/**
 * Reads an upload zip with fflate, never inflating what the limits refuse:
 * first the central directory alone (entry count and declared sizes
 * against core's zip-bomb budget, stopping at the first breach), then the
 * files at most `maxSize` bytes, `STEP` at a time, counting the bytes
 * actually inflated against the same budget. A file whose data cannot be
 * inflated, or inflates to another size than declared, is `unreadable`;
 * the others stay usable. Folders and system files (`__MACOSX/`, …) are
 * skipped.
 */
export function readUploadZip(
  zip: Uint8Array,
  {
    maxSize,
    onProgress,
  }: {
    readonly maxSize: number
    /** Files read so far, of `total`. */
    readonly onProgress?: (done: number, total: number) => void
  },
): Result<ReadUploadZip, ReadUploadZipError> {
  if (!isZipSignature(zip)) return err({ code: 'NOT_A_ZIP' })
  // 1. The directory: nothing is inflated (the filter refuses every file).
  const listed: UnzipFileInfo[] = []
  let count = 0
  let declared = 0
  try {
    unzipSync(zip, {
      filter: (file) => {
        count++
        declared += file.originalSize
        const breach = getArchiveBudgetBreach({
          entries: count,
          bytes: declared,
        })
        if (breach) throw new Breach(breach)
        if (!isIgnoredArchiveEntry(file.name)) listed.push(file)
        return false
      },
    })
  } catch (cause) {
    if (cause instanceof Breach)
      return err({ code: 'ZIP_BOMB', breach: cause.breach })
    return err({ code: 'CORRUPT_ZIP' })
  }
  if (listed.length === 0) return err({ code: 'EMPTY_ZIP' })

  // 2. The files within the size limit, by position in the directory. A
  // name seen before is a duplicate (core flags it): never inflated, so
  // each name inflated maps to one entry.
  const names = new Set<string>()
  const wanted = listed
    .map((file, index) => {
      const repeated = names.has(file.name)
      names.add(file.name)
      return { file, index, repeated }
    })
    .filter(
      ({ file, repeated }) =>
        !repeated && file.originalSize > 0 && file.originalSize <= maxSize,
    )
  const data = new Map<number, Uint8Array>()
  const unreadable = new Set<number>()
  let inflated = 0
  const inflate = (
    indexes: ReadonlySet<number>,
  ): Map<number, Uint8Array> | undefined => {
    let position = -1
    const picked: number[] = []
    try {
      const out = unzipSync(zip, {
        filter: (file) => {
          if (isIgnoredArchiveEntry(file.name)) return false
          position++
          if (!indexes.has(position)) return false
          picked.push(position)
          return true
        },
      })
      const result = new Map<number, Uint8Array>()
      for (const index of picked) {
        const bytes = out[listed[index]?.name ?? '']
        if (bytes) result.set(index, bytes)
      }
      return result
    } catch {
      return undefined
    }
  }
  for (let start = 0; start < wanted.length; start += STEP) {
    const step = wanted.slice(start, start + STEP)
    let got = inflate(new Set(step.map((w) => w.index)))
    if (got === undefined) {
      // One bad file spoils the step: read them one by one.
      got = new Map()
      for (const { index } of step) {
        const one = inflate(new Set([index]))
        const bytes = one?.get(index)
        if (bytes) got.set(index, bytes)
        else unreadable.add(index)
      }
    }
    for (const { file, index } of step) {
      const bytes = got.get(index)
      if (!bytes) continue
      if (bytes.length !== file.originalSize) {
        unreadable.add(index)
        continue
      }
      inflated += bytes.length
      const breach = getArchiveBudgetBreach({
        entries: count,
        bytes: inflated,
      })
      if (breach) return err({ code: 'ZIP_BOMB', breach })
      data.set(index, bytes)
    }
    onProgress?.(Math.min(start + STEP, wanted.length), wanted.length)
  }
  const entries: UploadFileEntry[] = listed.map((file, index) => {
    const bytes = data.get(index)
    return {
      name: file.name,
      size: bytes?.length ?? file.originalSize,
      ...(bytes ? { head: bytes.subarray(0, IMAGE_SIGNATURE_BYTES) } : {}),
      ...(unreadable.has(index) ? { unreadable: true } : {}),
    }
  })
  return ok({ entries, data })
}
