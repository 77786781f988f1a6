import type { IncomingMessage, ServerResponse } from 'node:http'
import { writeWireJson } from '../codec/writeWireJson.js'
import type { HttpReply } from './envelope.js'

/** The provider's CORS answer: any origin may read the public API. */
export const CORS_HEADERS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, POST, OPTIONS, PUT, DELETE',
  'Access-Control-Allow-Headers':
    'Origin, X-Requested-With, Content-Type, Accept',
  'Access-Control-Max-Age': '3600',
}

/**
 * Writes a reply: `bytes` as they are, `raw` as UTF-8 text, otherwise
 * `body` as wire JSON.
 */
export function send(res: ServerResponse, reply: HttpReply): void {
  res.writeHead(reply.status, {
    ...CORS_HEADERS,
    'Content-Type': reply.contentType ?? 'application/json; charset=utf-8',
    ...reply.headers,
  })
  if (reply.bytes !== undefined) res.end(reply.bytes)
  else res.end(reply.raw !== undefined ? reply.raw : writeWireJson(reply.body))
}

export function notFound(res: ServerResponse): void {
  res.writeHead(404, { ...CORS_HEADERS, 'Content-Type': 'text/plain' })
  res.end('404 page not found')
}

export function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => resolve(Buffer.concat(chunks)))
    req.on('error', reject)
  })
}

export function json(status: number, body: unknown): HttpReply {
  return { status, body }
}

/**
 * A multipart/form-data body read with the platform's `Request.formData()`
 * (the parser browsers and Node share); `null` when it is not one.
 */
export async function readFormData(
  raw: Buffer,
  contentType: string,
): Promise<FormData | null> {
  if (!/^multipart\/form-data\b/i.test(contentType)) return null
  try {
    return await new Request('http://devnet.invalid/', {
      method: 'POST',
      headers: { 'Content-Type': contentType },
      body: new Uint8Array(raw),
    }).formData()
  } catch {
    return null
  }
}
