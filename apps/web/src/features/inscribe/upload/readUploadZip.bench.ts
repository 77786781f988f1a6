import { validateUploadFiles } from '@drc20/core'
import { zipSync } from 'fflate'
import { bench, describe } from 'vitest'
import { readUploadZip } from './readUploadZip'

// Issue budget: 1,000 files validated in ≤ 2 s (in the zip worker, so the
// main thread stays free). Files of 1 to 5 KB, deflated as zip tools do.
const files: Record<string, Uint8Array> = {}
for (let i = 0; i < 1000; i++) {
  const bytes = new Uint8Array(1000 + ((i * 37) % 4000))
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
  for (let j = 8; j < bytes.length; j++) bytes[j] = (j * 13 + i) & 0xff
  files[`images/${i}.png`] = bytes
}
const zip = zipSync(files, { level: 6 })

describe('upload zip, 1,000 files', () => {
  bench(
    'read and validate',
    () => {
      const { entries } = readUploadZip(zip, {
        maxSize: 50_000,
      })._unsafeUnwrap()
      validateUploadFiles({ files: entries, maxSize: 50_000 })
    },
    { iterations: 5 },
  )
})
