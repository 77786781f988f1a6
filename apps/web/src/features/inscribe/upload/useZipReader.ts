import {
  MAX_ARCHIVE_BYTES,
  MAX_ARCHIVE_ENTRIES,
  type ValidateUploadFilesReturnType,
} from '@drc20/core'
import {
  startTransition,
  useCallback,
  useEffect,
  useRef,
  useState,
} from 'react'
import type { ReadUploadZipError } from './readUploadZip'
import type { ZipWorkerRequest, ZipWorkerResponse } from './zipWorkerProtocol'

/** Why a picked file could not be read as an upload zip. */
export type ZipReadError =
  | ReadUploadZipError
  /** The browser could not read the file, or the worker stopped. */
  | { readonly code: 'READ_FAILED' }

export type ZipReaderState =
  | { readonly status: 'idle' }
  | {
      readonly status: 'reading'
      readonly name: string
      readonly done: number
      readonly total: number
    }
  | {
      readonly status: 'error'
      readonly name: string
      readonly error: ZipReadError
    }
  | {
      readonly status: 'read'
      readonly name: string
      /** Every file checked by core, in zip order. */
      readonly checked: ValidateUploadFilesReturnType
      /** Inflated bytes by entry index (files within the limits only). */
      readonly data: ReadonlyMap<number, Uint8Array>
    }

/**
 * A zip can hardly be larger than what it holds: a stored entry adds its
 * headers (the name twice, under 1 KB with any sane name). A file larger
 * than the 50 MB budget plus that is refused before it is read into memory.
 */
const MAX_ZIP_FILE_BYTES = MAX_ARCHIVE_BYTES + MAX_ARCHIVE_ENTRIES * 1024

const createWorker = () =>
  new Worker(new URL('./zipWorker.ts', import.meta.url), { type: 'module' })

/**
 * Reads and checks upload zips in the zip worker (fflate and core's
 * `validateUploadFiles`, off the main thread, with its progress) and packs the valid files into the zip sent to the
 * service. One worker per page, ended when the page goes; a newer pick
 * replaces an older one still reading.
 */
export function useZipReader(maxSize: number) {
  const [state, setState] = useState<ZipReaderState>({ status: 'idle' })
  const worker = useRef<Worker | undefined>(undefined)
  const run = useRef(0)

  useEffect(
    () => () => {
      worker.current?.terminate()
      worker.current = undefined
    },
    [],
  )

  const read = useCallback(
    async (file: File) => {
      const id = ++run.current
      const name = file.name
      // Zip only (docs/product.md §5): by its name here, by its first
      // bytes in the worker.
      if (!name.toLowerCase().endsWith('.zip')) {
        setState({ status: 'error', name, error: { code: 'NOT_A_ZIP' } })
        return
      }
      if (file.size > MAX_ZIP_FILE_BYTES) {
        setState({
          status: 'error',
          name,
          error: { code: 'ZIP_BOMB', breach: 'SIZE' },
        })
        return
      }
      setState({ status: 'reading', name, done: 0, total: 0 })
      let zip: ArrayBuffer
      try {
        zip = await file.arrayBuffer()
      } catch {
        if (id === run.current)
          setState({ status: 'error', name, error: { code: 'READ_FAILED' } })
        return
      }
      if (id !== run.current) return
      // A fresh worker: a newer pick ends the older one's work.
      worker.current?.terminate()
      const reader = createWorker()
      worker.current = reader
      reader.onerror = () => {
        if (id === run.current)
          setState({ status: 'error', name, error: { code: 'READ_FAILED' } })
      }
      reader.onmessage = (event: MessageEvent<ZipWorkerResponse>) => {
        if (id !== run.current) return
        const message = event.data
        if (message.kind === 'progress')
          setState({
            status: 'reading',
            name,
            done: message.done,
            total: message.total,
          })
        else if (message.kind === 'read-error')
          setState({ status: 'error', name, error: message.error })
        else if (message.kind === 'read') {
          const { buffer, files, checked } = message
          const data = new Map<number, Uint8Array>()
          for (const f of files)
            data.set(f.index, new Uint8Array(buffer, f.offset, f.length))
          // A transition: React renders the thousand files' page in slices
          // that yield to the browser, instead of one long task.
          startTransition(() =>
            setState({ status: 'read', name, checked, data }),
          )
        }
      }
      const request: ZipWorkerRequest = { kind: 'read', zip, maxSize }
      reader.postMessage(request, [zip])
    },
    [maxSize],
  )

  /** Forgets the picked zip. */
  const clear = useCallback(() => {
    run.current++
    worker.current?.terminate()
    worker.current = undefined
    setState({ status: 'idle' })
  }, [])

  /**
   * The zip of `files` (stored, in this order), made in the worker; or
   * `undefined` when it could not be made ('Error creating zip file').
   */
  const pack = useCallback(
    (
      files: readonly { readonly name: string; readonly bytes: Uint8Array }[],
    ): Promise<Uint8Array | undefined> =>
      new Promise((resolve) => {
        const packer = createWorker()
        const done = (zip: Uint8Array | undefined) => {
          packer.terminate()
          resolve(zip)
        }
        packer.onerror = () => done(undefined)
        packer.onmessage = (event: MessageEvent<ZipWorkerResponse>) => {
          const message = event.data
          if (message.kind === 'packed') done(message.zip)
          else if (message.kind === 'pack-error') done(undefined)
        }
        const request: ZipWorkerRequest = { kind: 'pack', files }
        packer.postMessage(request)
      }),
    [],
  )

  return { state, read, clear, pack }
}
