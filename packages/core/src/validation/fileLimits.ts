/** Largest image inside an upload, bytes (docs/product.md §9: 50 KB = 50,000 bytes). */
export const MAX_FILE_SIZE_BYTES = 50_000

/** Image types accepted inside an upload zip (docs/product.md §5), lower-case extensions. */
export const ALLOWED_FILE_EXTENSIONS: readonly string[] = Object.freeze([
  'webp',
  'png',
  'jpg',
  'jpeg',
  'avif',
  'heic',
  'gif',
])

/** Smallest upload transaction volume: 25 DOGE, base units (docs/product.md §9). */
export const MIN_UPLOAD_VOLUME = 2_500_000_000n

/** Most files in the cart (docs/product.md §9). */
export const MAX_CART_FILES = 50

/** Most files in one listing, cancel or revoke batch (docs/product.md §9). */
export const MAX_BATCH_FILES = 1000
