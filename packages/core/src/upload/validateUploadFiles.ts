import { ALLOWED_FILE_EXTENSIONS } from '../validation/fileLimits.js'
import {
  getArchiveFileExtension,
  isUnsafeArchivePath,
} from './archiveLimits.js'
import { detectImageType, type UploadImageType } from './detectImageType.js'

/** One file of an upload zip, as the zip reader found it. */
export type UploadFileEntry = {
  /** Its path inside the zip. */
  readonly name: string
  /** Bytes: as inflated, or as the directory says when it was not inflated. */
  readonly size: number
  /** Its first bytes (`IMAGE_SIGNATURE_BYTES`), when it was inflated. */
  readonly head?: Uint8Array
  /** Its data could not be read: bad compressed data, wrong checksum, encryption. */
  readonly unreadable?: boolean
}

/** Why one file of an upload cannot be inscribed. */
export type UploadFileIssue =
  /** A `..` segment or an absolute path in its name. */
  | { readonly code: 'UNSAFE_PATH' }
  /** The same path (ignoring case) came earlier in the zip. */
  | { readonly code: 'DUPLICATE_NAME' }
  /** Its data could not be read. */
  | { readonly code: 'CORRUPT_FILE' }
  /** 0 bytes. */
  | { readonly code: 'EMPTY_FILE' }
  /** Above the per-file limit ('Some images are too large'). */
  | {
      readonly code: 'FILE_TOO_LARGE'
      readonly size: number
      readonly maxSize: number
    }
  /**
   * Not webp, png, jpg, jpeg, avif, heic or gif: by its name's extension,
   * or by its content (the first bytes decide, docs/product.md §5).
   */
  | {
      readonly code: 'UNSUPPORTED_FILE_TYPE'
      readonly reason: 'extension' | 'content'
    }

/** A file of the zip with its verdict. */
export type CheckedUploadFile = {
  readonly name: string
  readonly size: number
  /** What its content is, when it is an allowed image. */
  readonly contentType?: UploadImageType
  /** Absent when the file can be inscribed. */
  readonly issue?: UploadFileIssue
}

export type ValidateUploadFilesReturnType = {
  /** Every file, in zip order. */
  readonly files: readonly CheckedUploadFile[]
  /** How many can be inscribed. */
  readonly validCount: number
  /** Any file above the limit: the spec's 'Some images are too large'. */
  readonly someTooLarge: boolean
}

/**
 * Checks every file of an upload zip on its own, so one bad file never
 * sinks the others: the path, duplicates (case-insensitive), readable
 * data, not empty, at most `maxSize` bytes, an allowed extension and
 * content whose first bytes are an allowed image type (`detectImageType`).
 * The first failing rule is the file's issue.
 *
 * @example validateUploadFiles({ files: [{ name: 'a.png', size: 10, head }], maxSize: 50_000 })
 */
export function validateUploadFiles({
  files,
  maxSize,
}: {
  readonly files: readonly UploadFileEntry[]
  readonly maxSize: number
}): ValidateUploadFilesReturnType {
  const seen = new Set<string>()
  const checked: CheckedUploadFile[] = []
  let validCount = 0
  let someTooLarge = false
  for (const file of files) {
    const key = file.name.toLowerCase()
    const duplicate = seen.has(key)
    seen.add(key)
    const contentType =
      file.head === undefined ? undefined : detectImageType(file.head)
    const issue: UploadFileIssue | undefined = isUnsafeArchivePath(file.name)
      ? { code: 'UNSAFE_PATH' }
      : duplicate
        ? { code: 'DUPLICATE_NAME' }
        : file.unreadable === true
          ? { code: 'CORRUPT_FILE' }
          : file.size === 0
            ? { code: 'EMPTY_FILE' }
            : !(Number.isSafeInteger(file.size) && file.size <= maxSize)
              ? { code: 'FILE_TOO_LARGE', size: file.size, maxSize }
              : !ALLOWED_FILE_EXTENSIONS.includes(
                    getArchiveFileExtension(file.name),
                  )
                ? { code: 'UNSUPPORTED_FILE_TYPE', reason: 'extension' }
                : contentType === undefined
                  ? { code: 'UNSUPPORTED_FILE_TYPE', reason: 'content' }
                  : undefined
    if (issue?.code === 'FILE_TOO_LARGE') someTooLarge = true
    if (issue === undefined) validCount++
    checked.push({
      name: file.name,
      size: file.size,
      ...(contentType === undefined ? {} : { contentType }),
      ...(issue === undefined ? {} : { issue }),
    })
  }
  return { files: checked, validCount, someTooLarge }
}
