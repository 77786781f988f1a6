/// <reference lib="webworker" />
import { validateUploadFiles } from '@drc20/core'
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
    const { entries, data } = result.value
    // Checked here too, so the page only renders the outcome.
    const checked = validateUploadFiles({
      files: entries,
      maxSize: request.maxSize,
    })
    // One buffer, transferred: cloning a thousand buffers (and the
    // entries' heads, views of them) would stall the page for the time
    // it takes to copy them all.
    let total = 0
    for (const bytes of data.values()) total += bytes.length
    const buffer = new Uint8Array(total)
    const files: { index: number; offset: number; length: number }[] = []
    let offset = 0
    for (const [index, bytes] of data) {
      buffer.set(bytes, offset)
      files.push({ index, offset, length: bytes.length })
      offset += bytes.length
    }
    post({ kind: 'read', checked, buffer: buffer.buffer, files }, [
      buffer.buffer,
    ])
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
