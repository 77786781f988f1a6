import type { Devnet } from '../createDevnet.js'
import type { HttpReply } from './envelope.js'

export type StoredFile = { readonly data: Buffer; readonly type: string }

/**
 * Inscribed content is the inscriber's, not ours: HTML and SVG can carry
 * scripts. It is served from an origin of its own (never the app's, never
 * the provider API's, which the app proxies), and every answer forbids the
 * browser to sniff a type or run anything in it, so even a document
 * opened directly is an inert, sandboxed page.
 */
export const CONTENT_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Content-Security-Policy': "sandbox; default-src 'none'",
  'Referrer-Policy': 'no-referrer',
  // The app shows raster images from here with <img>.
  'Cross-Origin-Resource-Policy': 'cross-origin',
}

const CONTENT_PATH = /^\/(?:content|ipfs)\/([^/?]+)$/

/** Text types a browser would otherwise read in its default 8-bit charset. */
const TEXT_TYPE =
  /^(?:text\/[^;]+|image\/svg\+xml|application\/(?:[^;]+\+)?(?:json|xml|javascript))\s*(?:;|$)/i

/**
 * The inscriber's content type, with `charset=utf-8` added to a text type
 * that names no charset: without it a browser reads the UTF-8 bytes of
 * `é` as `Ã©` (the text looks encoded twice). A charset the inscriber gave
 * is kept.
 */
export function withTextCharset(type: string): string {
  if (!TEXT_TYPE.test(type) || /;\s*charset=/i.test(type)) return type
  return `${type.trim().replace(/;\s*$/, '')}; charset=utf-8`
}

/**
 * `/content/<id>` and `/ipfs/<id>` on the content origin: the bytes as
 * inscribed or uploaded (never re-encoded), with the inscriber's type.
 * `null` for anything else.
 */
export function serveContent(
  method: string,
  path: string,
  devnet: Devnet,
  uploads: ReadonlyMap<string, StoredFile>,
): HttpReply | null {
  if (method !== 'GET' && method !== 'HEAD') return null
  const match = CONTENT_PATH.exec(path)
  if (!match) return null
  const id = decodeURIComponent(match[1] ?? '')
  const file = uploads.get(id) ?? devnet.content(id)
  if (!file) return null
  return {
    status: 200,
    body: undefined,
    bytes: method === 'HEAD' ? new Uint8Array() : file.data,
    contentType: withTextCharset(file.type),
    headers: CONTENT_HEADERS,
  }
}
