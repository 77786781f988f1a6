/** Image types an upload may inscribe (docs/product.md §5), by content. */
export type UploadImageType =
  | 'image/png'
  | 'image/jpeg'
  | 'image/gif'
  | 'image/webp'
  | 'image/avif'
  | 'image/heic'

/** Bytes {@link detectImageType} needs from the start of a file. */
export const IMAGE_SIGNATURE_BYTES = 16

const ascii = (bytes: Uint8Array, from: number, to: number) =>
  String.fromCharCode(...bytes.subarray(from, to))

const AVIF_BRANDS = new Set(['avif', 'avis'])
const HEIC_BRANDS = new Set([
  'heic',
  'heix',
  'hevc',
  'hevx',
  'heim',
  'heis',
  'hevm',
  'hevs',
  'mif1',
  'msf1',
])

/**
 * The image type a file's first bytes announce (its "magic"), or
 * `undefined` for anything else. The name's extension is never consulted:
 * a `.png` holding HTML is not an image.
 * - PNG: `89 50 4E 47 0D 0A 1A 0A`;
 * - JPEG: `FF D8 FF`;
 * - GIF: `GIF87a` / `GIF89a`;
 * - WebP: `RIFF` … `WEBP`;
 * - AVIF and HEIC: an ISO-BMFF `ftyp` box at byte 4 whose major brand is
 *   `avif`/`avis`, or one of the HEIF brands (`heic`, `mif1`, …).
 *
 * @example detectImageType(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) // 'image/png'
 */
export function detectImageType(head: Uint8Array): UploadImageType | undefined {
  if (
    head.length >= 8 &&
    head[0] === 0x89 &&
    ascii(head, 1, 4) === 'PNG' &&
    head[4] === 0x0d &&
    head[5] === 0x0a &&
    head[6] === 0x1a &&
    head[7] === 0x0a
  )
    return 'image/png'
  if (
    head.length >= 3 &&
    head[0] === 0xff &&
    head[1] === 0xd8 &&
    head[2] === 0xff
  )
    return 'image/jpeg'
  if (head.length >= 6) {
    const gif = ascii(head, 0, 6)
    if (gif === 'GIF87a' || gif === 'GIF89a') return 'image/gif'
  }
  if (
    head.length >= 12 &&
    ascii(head, 0, 4) === 'RIFF' &&
    ascii(head, 8, 12) === 'WEBP'
  )
    return 'image/webp'
  if (head.length >= 12 && ascii(head, 4, 8) === 'ftyp') {
    const brand = ascii(head, 8, 12)
    if (AVIF_BRANDS.has(brand)) return 'image/avif'
    if (HEIC_BRANDS.has(brand)) return 'image/heic'
  }
  return undefined
}
