import type { UploadFileEntry } from '@drc20/core'
import type { ReadUploadZipError } from './readUploadZip'

/** What the page asks the zip worker. */
export type ZipWorkerRequest =
  | {
      readonly kind: 'read'
      readonly zip: ArrayBuffer
      readonly maxSize: number
    }
  | {
      readonly kind: 'pack'
      readonly files: readonly {
        readonly name: string
        readonly bytes: Uint8Array
      }[]
    }

/** What the zip worker answers. */
export type ZipWorkerResponse =
  | { readonly kind: 'progress'; readonly done: number; readonly total: number }
  | {
      readonly kind: 'read'
      readonly entries: readonly UploadFileEntry[]
      readonly files: readonly {
        readonly index: number
        readonly bytes: Uint8Array
      }[]
    }
  | { readonly kind: 'read-error'; readonly error: ReadUploadZipError }
  | { readonly kind: 'packed'; readonly zip: Uint8Array }
  /** 'Error creating zip file' (docs/product.md §8). */
  | { readonly kind: 'pack-error' }
