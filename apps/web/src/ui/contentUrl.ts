import { isTxHash } from '@drc20/core'

/**
 * What inscribed content is addressed by: an inscription by the hash of the
 * transaction that inscribed it (a `file_id`, an NFT's or a logo's
 * inscription), an uploaded file by its IPFS content id.
 */
export type ContentRef =
  | { readonly kind: 'inscription'; readonly txHash: string }
  | { readonly kind: 'ipfs'; readonly cid: string }

/**
 * An IPFS content id as one path segment: letters, digits, `-` and `_`
 * (every multibase form a gateway prints: `Qm…`, `bafy…`, base64url), never
 * `.`, `/`, `%` or anything a path or a query could read.
 */
const CID = /^[A-Za-z0-9_-]{1,128}$/

/** Whether `value` is an IPFS content id a content URL may carry. */
export function isContentCid(value: unknown): value is string {
  return typeof value === 'string' && CID.test(value)
}

/** The origin alone of an `https:` or `http:` URL, else `undefined`. */
function httpOrigin(value: string | undefined): string | undefined {
  if (value === undefined || !URL.canParse(value)) return undefined
  const url = new URL(value)
  return url.protocol === 'https:' || url.protocol === 'http:'
    ? url.origin
    : undefined
}

/**
 * The URL of inscribed content on the content origin (`config.json`'s
 * `contentOrigin`, `useUiConfig().contentOrigin`): `/content/<tx hash>` or
 * `/ipfs/<cid>`. `undefined` when the id or the origin is not valid, so
 * nothing unchecked ever reaches a `src` or an `href`. The only way the app
 * builds a content URL.
 *
 * @example getContentUrl('https://c.test', { kind: 'inscription', txHash: 'AB'.repeat(32) }) // 'https://c.test/content/abab…ab'
 */
export function getContentUrl(
  contentOrigin: string | undefined,
  ref: ContentRef,
): string | undefined {
  const origin = httpOrigin(contentOrigin)
  if (origin === undefined) return undefined
  if (ref.kind === 'inscription') {
    return isTxHash(ref.txHash)
      ? `${origin}/content/${ref.txHash.toLowerCase()}`
      : undefined
  }
  return isContentCid(ref.cid) ? `${origin}/ipfs/${ref.cid}` : undefined
}

const CONTENT_PATH = /^\/(content|ipfs)\/([^/]+)$/

/**
 * The content a URL from the API names (`file_path`, `image_path`, a
 * token's logo): a `ContentRef` only when the URL is on the content origin
 * and its path is `/content/<tx hash>` or `/ipfs/<cid>`. Rebuild the URL
 * with `getContentUrl` (the query and fragment are dropped).
 *
 * @example parseContentUrl('https://c.test', 'https://c.test/ipfs/bafyx') // { kind: 'ipfs', cid: 'bafyx' }
 */
export function parseContentUrl(
  contentOrigin: string | undefined,
  value: string | undefined,
): ContentRef | undefined {
  const origin = httpOrigin(contentOrigin)
  if (origin === undefined || httpOrigin(value) !== origin) return undefined
  const match = CONTENT_PATH.exec(new URL(value as string).pathname)
  const id = match?.[2]
  if (id === undefined) return undefined
  if (match?.[1] === 'content')
    return isTxHash(id) ? { kind: 'inscription', txHash: id } : undefined
  return isContentCid(id) ? { kind: 'ipfs', cid: id } : undefined
}

/**
 * A content URL from the API, rebuilt from its id on the content origin;
 * `undefined` for anything else (another host, another path, a bad id).
 */
export function getContentUrlFromApi(
  contentOrigin: string | undefined,
  value: string | undefined,
): string | undefined {
  const ref = parseContentUrl(contentOrigin, value)
  return ref === undefined ? undefined : getContentUrl(contentOrigin, ref)
}
