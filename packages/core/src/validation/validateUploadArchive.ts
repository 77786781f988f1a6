import { err, ok, type Result } from 'neverthrow'
import {
  getArchiveFileExtension,
  isIgnoredArchiveEntry,
} from '../upload/archiveLimits.js'
import { ALLOWED_FILE_EXTENSIONS, MAX_FILE_SIZE_BYTES } from './fileLimits.js'

/** One entry of the uploaded zip, as listed by the app's unzipper. */
export type ArchiveEntry = {
  /** Path inside the archive. */
  readonly name: string
  /** Uncompressed size, bytes. */
  readonly size: number
}

/** Upload issue codes, with the spec's English text where it has one. */
export type UploadArchiveIssue =
  /** Only `.zip` uploads are accepted (docs/product.md §5 "zip only"). */
  | { readonly code: 'ARCHIVE_NOT_ZIP' }
  /** The zip holds no files. */
  | { readonly code: 'ARCHIVE_EMPTY' }
  /** An inner file that is not webp/png/jpg/jpeg/avif/heic/gif. */
  | { readonly code: 'UNSUPPORTED_FILE_TYPE'; readonly name: string }
  /** 'Some images are too large' (each at most 50,000 bytes). */
  | {
      readonly code: 'FILE_TOO_LARGE'
      readonly name: string
      readonly size: number
      readonly maxSize: number
    }

/** Parameters of {@link validateUploadArchive}. */
export type ValidateUploadArchiveParameters = {
  /** The uploaded file's name. */
  readonly archiveName: string
  readonly entries: readonly ArchiveEntry[]
}

/**
 * Validates a file upload (docs/product.md §5): a `.zip` (extension, case-insensitive)
 * whose files are all images of an allowed type, each at most
 * `MAX_FILE_SIZE_BYTES`. Folder entries and macOS metadata (`__MACOSX/`,
 * `.DS_Store`, `._*`) are skipped. Returns the image entries, or every
 * issue. Total: never throws.
 *
 * @example validateUploadArchive({ archiveName: 'art.zip', entries: [{ name: 'a.png', size: 1200 }] })
 */
export function validateUploadArchive({
  archiveName,
  entries,
}: ValidateUploadArchiveParameters): Result<
  readonly ArchiveEntry[],
  readonly UploadArchiveIssue[]
> {
  if (
    typeof archiveName !== 'string' ||
    !archiveName.toLowerCase().endsWith('.zip')
  ) {
    return err([{ code: 'ARCHIVE_NOT_ZIP' }])
  }
  const files = (Array.isArray(entries) ? entries : []).filter(
    (entry) =>
      typeof entry?.name === 'string' && !isIgnoredArchiveEntry(entry.name),
  )
  if (files.length === 0) return err([{ code: 'ARCHIVE_EMPTY' }])
  const issues: UploadArchiveIssue[] = []
  for (const { name, size } of files) {
    if (!ALLOWED_FILE_EXTENSIONS.includes(getArchiveFileExtension(name))) {
      issues.push({ code: 'UNSUPPORTED_FILE_TYPE', name })
    } else if (
      // An unreadable size cannot be shown to be within the limit.
      !(Number.isFinite(size) && size >= 0 && size <= MAX_FILE_SIZE_BYTES)
    ) {
      issues.push({
        code: 'FILE_TOO_LARGE',
        name,
        size,
        maxSize: MAX_FILE_SIZE_BYTES,
      })
    }
  }
  return issues.length > 0 ? err(issues) : ok(files)
}
