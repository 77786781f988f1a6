/// <reference lib="webworker" />
import { zipSync } from 'fflate'
import { readUploadZip } from './readUploadZip'
import type { ZipWorkerRequest, ZipWorkerResponse } from './zipWorkerProtocol'

// Reads (and later re-packs) upload zips off the main thread, so a
// thousand files never block the page.
const post = (message: ZipWorkerResponse, transfer: Transferable[] = []) =>
  (self as DedicatedWorkerGlobalScope).postMessage(message, transfer)

self.onmessage = (event: MessageEvent<ZipWorkerRequest>) => {
  const request = event.data
  if (request.kind === 'read') {
    const result = readUploadZip(new Uint8Array(request.zip), {
      maxSize: request.maxSize,
      onProgress: (done, total) => post({ kind: 'progress', done, total }),
    })
    if (result.isErr()) return post({ kind: 'read-error', error: result.error })
    const files = [...result.value.data.entries()].map(([index, bytes]) => ({
      index,
      bytes,
    }))
    // Copied, not transferred: fflate may hand out views of one buffer.
    post({ kind: 'read', entries: result.value.entries, files })
    return
  }
  try {
    // The valid files only, stored (images are compressed already).
    const zip = zipSync(
      Object.fromEntries(request.files.map((f) => [f.name, f.bytes])),
      { level: 0 },
    )
    post({ kind: 'packed', zip }, [zip.buffer as ArrayBuffer])
  } catch {
    post({ kind: 'pack-error' })
  }
}
