import type { ValidateUploadFilesReturnType } from '@drc20/core'
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
  /** Sent at most every few dozen files (each one re-renders the page). */
  | { readonly kind: 'progress'; readonly done: number; readonly total: number }
  | {
      readonly kind: 'read'
      /** Every file checked by core (`validateUploadFiles`), in zip order. */
      readonly checked: ValidateUploadFilesReturnType
      /**
       * The inflated files back to back in one buffer, transferred (not
       * copied) to the page; `files` places each one in it.
       */
      readonly buffer: ArrayBuffer
      readonly files: readonly {
        readonly index: number
        readonly offset: number
        readonly length: number
      }[]
    }
  | { readonly kind: 'read-error'; readonly error: ReadUploadZipError }
  | { readonly kind: 'packed'; readonly zip: Uint8Array }
  /** 'Error creating zip file' (docs/product.md §8). */
  | { readonly kind: 'pack-error' }
