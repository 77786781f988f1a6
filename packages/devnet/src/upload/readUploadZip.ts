import { inflateRawSync } from 'node:zlib'

/** One file of an upload zip. */
export type ZipFile = { readonly name: string; readonly data: Buffer }

export type ReadUploadZipResult =
  | { readonly ok: true; readonly files: readonly ZipFile[] }
  | { readonly ok: false; readonly error: string }

/** The service's limits (docs/upload-service.md). */
export const MAX_ZIP_ENTRIES = 1000
export const MAX_ZIP_BYTES = 50_000_000

const EOCD = 0x06054b50
const CENTRAL = 0x02014b50
const LOCAL = 0x04034b50

/**
 * Reads the zip the app uploads: the central directory first (entry count
 * and declared sizes within the limits before anything is inflated), then
 * each entry, stored or deflated, stopping when the inflated bytes pass
 * the declared size. Folders are skipped. No zip64, no encryption.
 */
export function readUploadZip(zip: Buffer): ReadUploadZipResult {
  const fail = (error: string): ReadUploadZipResult => ({ ok: false, error })
  let end = -1
  for (let i = zip.length - 22; i >= Math.max(0, zip.length - 65_557); i--) {
    if (zip.readUInt32LE(i) === EOCD) {
      end = i
      break
    }
  }
  if (end < 0) return fail('not a zip file')
  const count = zip.readUInt16LE(end + 10)
  const offset = zip.readUInt32LE(end + 16)
  if (count > MAX_ZIP_ENTRIES) return fail('too many files')
  const entries: {
    name: string
    method: number
    flags: number
    compressed: number
    size: number
    local: number
  }[] = []
  let at = offset
  let declared = 0
  for (let i = 0; i < count; i++) {
    if (at + 46 > zip.length || zip.readUInt32LE(at) !== CENTRAL)
      return fail('the zip directory is corrupt')
    const nameLength = zip.readUInt16LE(at + 28)
    const extra = zip.readUInt16LE(at + 30)
    const comment = zip.readUInt16LE(at + 32)
    const entry = {
      flags: zip.readUInt16LE(at + 8),
      method: zip.readUInt16LE(at + 10),
      compressed: zip.readUInt32LE(at + 20),
      size: zip.readUInt32LE(at + 24),
      local: zip.readUInt32LE(at + 42),
      name: zip.toString('utf8', at + 46, at + 46 + nameLength),
    }
    declared += entry.size
    if (declared > MAX_ZIP_BYTES) return fail('the files are too large')
    entries.push(entry)
    at += 46 + nameLength + extra + comment
  }
  const files: ZipFile[] = []
  for (const entry of entries) {
    if (entry.name.endsWith('/')) continue
    if ((entry.flags & 1) !== 0) return fail(`${entry.name} is encrypted`)
    const local = entry.local
    if (local + 30 > zip.length || zip.readUInt32LE(local) !== LOCAL)
      return fail(`${entry.name} is corrupt`)
    const start =
      local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28)
    const raw = zip.subarray(start, start + entry.compressed)
    let data: Buffer
    try {
      if (entry.method === 0) data = Buffer.from(raw)
      else if (entry.method === 8)
        data = inflateRawSync(raw, { maxOutputLength: entry.size + 1 })
      else return fail(`${entry.name} uses an unknown compression`)
    } catch {
      return fail(`${entry.name} is corrupt`)
    }
    if (data.length !== entry.size) return fail(`${entry.name} is corrupt`)
    files.push({ name: entry.name, data })
  }
  return { ok: true, files }
}

/** The image type of a file's first bytes (docs/product.md §5), or null. */
export function sniffImageType(data: Buffer): string | null {
  if (data.length >= 8 && data.readUInt32BE(0) === 0x89504e47)
    return 'image/png'
  if (
    data.length >= 3 &&
    data[0] === 0xff &&
    data[1] === 0xd8 &&
    data[2] === 0xff
  )
    return 'image/jpeg'
  const head = data.toString('latin1', 0, 12)
  if (head.startsWith('GIF87a') || head.startsWith('GIF89a')) return 'image/gif'
  if (head.startsWith('RIFF') && head.slice(8, 12) === 'WEBP')
    return 'image/webp'
  if (head.slice(4, 8) === 'ftyp') {
    const brand = head.slice(8, 12)
    if (brand === 'avif' || brand === 'avis') return 'image/avif'
    if (/^(heic|heix|hevc|hevx|heim|heis|hevm|hevs|mif1|msf1)$/.test(brand))
      return 'image/heic'
  }
  return null
}
