import { isTxHash } from '@drc20/core'

const CONTENT_PATH = /^\/(content|ipfs)\/([A-Za-z0-9_-]{1,128})$/

/**
 * The URL to load inscribed content from, given a content URL from the
 * API (`file_path`, `image_path`, a collection's `icon`): kept only when
 * it is http(s) and names `/content/<tx hash>` or `/ipfs/<cid>`, and then
 * rebuilt from that validated id, so no query, fragment or other path
 * reaches an `src`. With `fileId`, the URL must name that very file.
 *
 * The origin is the one the API names, as `config.json` has no content
 * origin yet; when it has, the origin must equal the configured one.
 * The content origin serves everything with `nosniff` and a sandbox CSP,
 * and the app shows it only through `<img>` (an SVG there runs nothing).
 */
export function getApiContentUrl(
  value: string | undefined,
  fileId?: string,
): string | undefined {
  if (value === undefined || !URL.canParse(value)) return undefined
  const url = new URL(value)
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined
  const match = CONTENT_PATH.exec(url.pathname)
  const kind = match?.[1]
  const id = match?.[2]
  if (kind === undefined || id === undefined) return undefined
  if (kind === 'content' && !isTxHash(id)) return undefined
  if (fileId !== undefined && (kind !== 'content' || id !== fileId)) {
    return undefined
  }
  return `${url.origin}/${kind}/${id}`
}
