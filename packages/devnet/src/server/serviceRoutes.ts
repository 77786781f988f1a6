import { formatUnits } from '@drc20/core'
import type { Devnet } from '../createDevnet.js'
import type { StoredFile } from './contentRoutes.js'
import { failure, type HttpReply } from './envelope.js'
import { renderExplorer } from './explorerPages.js'
import { json, readFormData } from './http.js'
import { DOGE_USD } from './routes/swapStats.js'

/** The largest upload `/v4/info/ipfs/upload` keeps, bytes. */
export const MAX_UPLOAD_BYTES = 1_000_000

export type ServiceContext = {
  readonly devnet: Devnet
  readonly ogAddresses: readonly string[]
  /** Uploaded files by hash, served on the content origin. */
  readonly uploads: Map<string, StoredFile>
}

function readJson(raw: Buffer): Record<string, unknown> {
  const parsed: unknown = JSON.parse(raw.toString('utf8') || '{}')
  return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
    ? (parsed as Record<string, unknown>)
    : {}
}

/**
 * The side services (docs/api.md §9): DOGE price, fee estimates, the utxo
 * balance, the OG check, IPFS uploads and the explorer pages, each in its
 * own wire shape. `null` when `path` is none of them.
 */
export async function serveService(
  method: string,
  path: string,
  raw: Buffer,
  contentType: string,
  ctx: ServiceContext,
): Promise<HttpReply | null> {
  const { devnet } = ctx
  if (path.startsWith('/price/')) {
    return json(200, { dogecoin: { usd: DOGE_USD } })
  }
  if (path === '/fee/mempool') {
    return json(200, {
      fastestFee: 5000,
      halfHourFee: 2000,
      hourFee: 1000,
      economyFee: 1000,
      minimumFee: 1000,
    })
  }
  if (path === '/fee/explorer') {
    // DOGE per kB (the chain-explorer convention).
    return {
      status: 200,
      body: undefined,
      raw: '{"data":{"suggested_fee_per_kb":0.02}}',
    }
  }
  if (path === '/fee/gas' || path === '/v4/info/dogegas') {
    return json(200, {
      code: 200,
      msg: 'success',
      data: {
        low_fee_per_kb: 1_000_000,
        medium_fee_per_kb: 2_000_000,
        high_fee_per_kb: 5_000_000,
      },
      total: 0,
      low_fee_per_kb: 1_000_000,
      medium_fee_per_kb: 2_000_000,
      high_fee_per_kb: 5_000_000,
    })
  }
  if (path === '/v4/info/dogeprice') {
    return json(200, {
      code: 200,
      msg: 'success',
      data: { last: DOGE_USD },
      total: 0,
      last: DOGE_USD,
    })
  }
  if (path === '/utxo/getBalance' && method === 'POST') {
    const form = await readFormData(raw, contentType)
    const field = form?.get('address')
    const address =
      typeof field === 'string'
        ? field
        : contentType.includes('json')
          ? String(readJson(raw).address ?? '')
          : ''
    const koinu = devnet.dogeBalance(address).confirmed
    // DOGE as decimal text (what the wallet library parses).
    return json(200, { balance: formatUnits(koinu, 8) })
  }
  if (
    (/^\/og(?:\/v[34])?\/drc20\/holders$/.test(path) ||
      path === '/v4/drc20/holders') &&
    method === 'POST'
  ) {
    // [U] the spec's OG check (docs/product.md §7); the devnet answers
    // `data.isOg` for `{holder_address}` (or `{address}`).
    const body = readJson(raw)
    const address = String(body.holder_address ?? body.address ?? '')
    return json(200, {
      code: 200,
      msg: 'success',
      data: { isOg: ctx.ogAddresses.includes(address) },
      total: 0,
    })
  }
  if (path === '/v4/info/ipfs/upload' && method === 'POST') {
    const form = await readFormData(raw, contentType)
    const file = form?.get('file')
    if (!(file instanceof Blob)) return failure('200/c500', 'missing file')
    if (file.size > MAX_UPLOAD_BYTES) {
      return failure('200/c500', 'file too large')
    }
    const data = Buffer.from(await file.arrayBuffer())
    const hash = `bafy${data.toString('base64url').slice(0, 40)}${ctx.uploads.size}`
    ctx.uploads.set(hash, {
      data,
      type: file.type || 'application/octet-stream',
    })
    return json(200, {
      code: 200,
      msg: 'success',
      data: { hash },
      total: 0,
      hash,
    })
  }
  if (path.startsWith('/explorer') && method === 'GET') {
    const html = renderExplorer(devnet, path)
    if (html === null) return null
    return {
      status: 200,
      body: undefined,
      raw: html,
      contentType: 'text/html; charset=utf-8',
    }
  }
  return null
}
