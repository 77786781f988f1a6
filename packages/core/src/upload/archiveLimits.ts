/**
 * Zip-bomb limits of an upload: at most 1,000 entries (the batch cap of
 * docs/product.md §9) and 50 MB uncompressed in total, checked from the
 * zip's central directory before anything is inflated, and again on the
 * bytes actually inflated (a directory can lie).
 */
export const MAX_ARCHIVE_ENTRIES = 1000
/** 50 MB, in bytes (1 MB = 1,000,000 bytes, as 1 KB = 1,000 bytes). */
export const MAX_ARCHIVE_BYTES = 50_000_000

/** Which limit an archive broke. */
export type ArchiveBudgetBreach = 'ENTRIES' | 'SIZE'

/**
 * The first limit broken by `entries` entries holding `bytes` bytes
 * uncompressed, or `undefined`. Call it as each entry is counted and as
 * each chunk is inflated, and stop at the first breach.
 *
 * @example getArchiveBudgetBreach({ entries: 1001, bytes: 0 }) // 'ENTRIES'
 */
export function getArchiveBudgetBreach({
  entries,
  bytes,
}: {
  readonly entries: number
  readonly bytes: number
}): ArchiveBudgetBreach | undefined {
  if (entries > MAX_ARCHIVE_ENTRIES) return 'ENTRIES'
  if (bytes > MAX_ARCHIVE_BYTES) return 'SIZE'
  return undefined
}

/**
 * Entries that are not content: folders and the metadata macOS adds when
 * zipping (`__MACOSX/`, `.DS_Store`, `._*`). They are neither inflated nor
 * listed.
 */
export function isIgnoredArchiveEntry(name: string): boolean {
  const base = name.slice(name.lastIndexOf('/') + 1)
  return (
    name.endsWith('/') ||
    name.startsWith('__MACOSX/') ||
    base === '.DS_Store' ||
    base.startsWith('._')
  )
}

/**
 * Whether a name inside a zip is unsafe to use as a path: absolute (`/…`,
 * `\…`, `C:…`), or with a `..` segment (either slash). Such names are
 * refused, never "cleaned".
 *
 * @example isUnsafeArchivePath('../etc/passwd') // true
 */
export function isUnsafeArchivePath(name: string): boolean {
  if (name === '' || /^[/\\]/.test(name) || /^[A-Za-z]:/.test(name)) return true
  return name.split(/[/\\]/).some((segment) => segment === '..')
}

/**
 * The lower-case extension of a name inside a zip (`'png'`), or `''` when
 * its base name has none (`.hidden` has none).
 */
export function getArchiveFileExtension(name: string): string {
  const base = name.slice(
    Math.max(name.lastIndexOf('/'), name.lastIndexOf('\\')) + 1,
  )
  const dot = base.lastIndexOf('.')
  return dot <= 0 ? '' : base.slice(dot + 1).toLowerCase()
}
