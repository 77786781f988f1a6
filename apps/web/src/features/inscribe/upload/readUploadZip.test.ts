import { validateUploadFiles } from '@drc20/core'
import { zipSync } from 'fflate'
import { describe, expect, it } from 'vitest'
import { readUploadZip } from './readUploadZip'

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]

/** A file that starts like a PNG, `size` bytes long. */
export function fakePng(size: number, seed = 0): Uint8Array {
  const bytes = new Uint8Array(size)
  bytes.set(PNG_SIGNATURE.slice(0, size))
  for (let i = PNG_SIGNATURE.length; i < size; i++)
    bytes[i] = (i * 31 + seed) & 0xff
  return bytes
}

const read = (zip: Uint8Array, maxSize = 50_000) =>
  readUploadZip(zip, { maxSize })

describe(readUploadZip, () => {
  it('default: every file is listed in zip order with its first bytes', () => {
    const zip = zipSync({ 'a.png': fakePng(100), 'b/c.png': fakePng(2000, 1) })
    const result = read(zip)._unsafeUnwrap()
    expect(result.entries.map((e) => [e.name, e.size])).toEqual([
      ['a.png', 100],
      ['b/c.png', 2000],
    ])
    expect(result.data.get(1)).toEqual(fakePng(2000, 1))
    const checked = validateUploadFiles({
      files: result.entries,
      maxSize: 50_000,
    })
    expect(checked.validCount).toBe(2)
  })

  it('behavior: bad files are listed one by one and the others stay usable', () => {
    const zip = zipSync({
      'ok.png': fakePng(500),
      'big.png': fakePng(60_000),
      'text.png': new TextEncoder().encode('not an image at all'),
      '../up.png': fakePng(10),
      'OK.PNG': fakePng(20),
      'empty.png': new Uint8Array(),
      'notes.txt': fakePng(30),
      '__MACOSX/._ok.png': fakePng(5),
      'folder/': new Uint8Array(),
    })
    const { entries } = read(zip)._unsafeUnwrap()
    const checked = validateUploadFiles({ files: entries, maxSize: 50_000 })
    expect(checked.files.map((f) => [f.name, f.issue?.code])).toEqual([
      ['ok.png', undefined],
      ['big.png', 'FILE_TOO_LARGE'],
      ['text.png', 'UNSUPPORTED_FILE_TYPE'],
      ['../up.png', 'UNSAFE_PATH'],
      ['OK.PNG', 'DUPLICATE_NAME'],
      ['empty.png', 'EMPTY_FILE'],
      ['notes.txt', 'UNSUPPORTED_FILE_TYPE'],
    ])
    expect(checked.someTooLarge).toBe(true)
    // The file over the limit was never inflated.
    expect(entries[1]?.head).toBeUndefined()
  })

  it('parameters: maxSize leaves larger files uninflated', () => {
    const zip = zipSync({ 'a.png': fakePng(1001) })
    const { entries, data } = read(zip, 1000)._unsafeUnwrap()
    expect(data.size).toBe(0)
    expect(
      validateUploadFiles({ files: entries, maxSize: 1000 }).files[0]?.issue,
    ).toEqual({ code: 'FILE_TOO_LARGE', size: 1001, maxSize: 1000 })
  })

  it.each([
    ['not a zip', new TextEncoder().encode('hello'), 'NOT_A_ZIP'],
    ['an empty zip', zipSync({}), 'EMPTY_ZIP'],
    ['only folders', zipSync({ 'a/': new Uint8Array() }), 'EMPTY_ZIP'],
    [
      'a truncated zip',
      (() => {
        const whole = zipSync({ 'a.png': fakePng(4000) })
        return whole.subarray(0, whole.length - 30)
      })(),
      'CORRUPT_ZIP',
    ],
  ])('behavior: %s is refused as a whole', (_, zip, code) => {
    expect(read(zip)._unsafeUnwrapErr().code).toBe(code)
  })

  it('behavior: more than 1,000 entries is a zip bomb, read from the directory', () => {
    const files: Record<string, Uint8Array> = {}
    for (let i = 0; i < 1001; i++) files[`${i}.png`] = fakePng(16, i)
    expect(read(zipSync(files))._unsafeUnwrapErr()).toEqual({
      code: 'ZIP_BOMB',
      breach: 'ENTRIES',
    })
  })

  it('behavior: more than 50 MB uncompressed is a zip bomb before inflating', () => {
    // 50 MB and one byte of zeros deflate to a few kB.
    const zip = zipSync(
      { 'zeros.png': new Uint8Array(50_000_001) },
      { level: 1 },
    )
    expect(zip.length).toBeLessThan(200_000)
    expect(read(zip)._unsafeUnwrapErr()).toEqual({
      code: 'ZIP_BOMB',
      breach: 'SIZE',
    })
  }, 30_000)

  it('behavior: a file whose data is damaged is unreadable, the others read', () => {
    const zip = zipSync(
      { 'a.png': fakePng(3000, 1), 'b.png': fakePng(3000, 2) },
      { level: 6 },
    )
    // Damage the first file's compressed data (after its 30 + 5 byte header).
    const broken = zip.slice()
    for (let i = 40; i < 80; i++) broken[i] = 0xff
    const { entries } = read(broken)._unsafeUnwrap()
    const checked = validateUploadFiles({ files: entries, maxSize: 50_000 })
    expect(checked.files.map((f) => f.issue?.code)).toEqual([
      'CORRUPT_FILE',
      undefined,
    ])
  })

  it('behavior: progress reaches the number of files inflated', () => {
    const files: Record<string, Uint8Array> = {}
    for (let i = 0; i < 120; i++) files[`${i}.png`] = fakePng(64, i)
    const seen: [number, number][] = []
    readUploadZip(zipSync(files), {
      maxSize: 50_000,
      onProgress: (done, total) => seen.push([done, total]),
    })
    expect(seen).toEqual([
      [50, 120],
      [100, 120],
      [120, 120],
    ])
  })
})
