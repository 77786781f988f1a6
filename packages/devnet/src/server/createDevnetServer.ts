import {
  createServer,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http'
import type { AddressInfo } from 'node:net'
import { formatUnits } from '@drc20/core'
import type { TxOutput } from '../chain/types.js'
import { parseTagged } from '../codec/taggedJson.js'
import { writeWireJson } from '../codec/writeWireJson.js'
import type { Devnet, SubmitRequest } from '../createDevnet.js'
import {
  BindError,
  ERROR_SHAPES,
  type ErrorShape,
  failure,
  type HttpReply,
  type RequestBody,
} from './envelope.js'
import { renderExplorer } from './explorerPages.js'
import { createFaults, type Faults } from './faults.js'
import { boxRoutes } from './routes/boxRoutes.js'
import { crossRoutes } from './routes/crossRoutes.js'
import { drc20Routes } from './routes/drc20Routes.js'
import { exchangeRoutes } from './routes/exchangeRoutes.js'
import { fileExchangeRoutes } from './routes/fileExchangeRoutes.js'
import { fileRoutes } from './routes/fileRoutes.js'
import { infoRoutes } from './routes/infoRoutes.js'
import { nftRoutes } from './routes/nftRoutes.js'
import { ordersRoutes } from './routes/ordersRoutes.js'
import { stakeRoutes } from './routes/stakeRoutes.js'
import { swapRoutes } from './routes/swapRoutes.js'
import { DOGE_USD } from './routes/swapStats.js'
import { swapV2Routes } from './routes/swapV2Routes.js'
import { txRoutes } from './routes/txRoutes.js'
import { wdogeRoutes } from './routes/wdogeRoutes.js'
import type { RouteContext, RouteTable } from './routeTypes.js'
import { readMultipartField, readMultipartFile } from './sideServices.js'

export type DevnetServerOptions = {
  /** Returns the current devnet (admin `reset` swaps it). */
  readonly devnet: () => Devnet
  /** Rebuilds the world from scratch (admin `reset`). */
  readonly reset?: () => Devnet
  readonly ogAddresses?: readonly string[]
  readonly port?: number
  readonly host?: string
  /** Extra provider routes (other domains register here). */
  readonly routes?: RouteTable
  /** Served under `/content/<id>` and `/ipfs/<id>`. */
  readonly files?: Map<string, { data: Buffer; type: string }>
}

export type DevnetServer = {
  readonly url: string
  readonly port: number
  readonly faults: Faults
  readonly close: () => Promise<void>
  /** The URLs of every service, for the CLI banner. */
  readonly services: Readonly<Record<string, string>>
}

const CORS_HEADERS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, POST, OPTIONS, PUT, DELETE',
  'Access-Control-Allow-Headers':
    'Origin, X-Requested-With, Content-Type, Accept',
  'Access-Control-Max-Age': '3600',
}

function send(res: ServerResponse, reply: HttpReply): void {
  const body = reply.raw !== undefined ? reply.raw : writeWireJson(reply.body)
  res.writeHead(reply.status, {
    ...CORS_HEADERS,
    'Content-Type': reply.contentType ?? 'application/json; charset=utf-8',
  })
  res.end(body)
}

function notFound(res: ServerResponse): void {
  res.writeHead(404, { ...CORS_HEADERS, 'Content-Type': 'text/plain' })
  res.end('404 page not found')
}

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => resolve(Buffer.concat(chunks)))
    req.on('error', reject)
  })
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

function json(status: number, body: unknown): HttpReply {
  return { status, body }
}

/** The provider API, side services and admin API on one node:http server. */
export function startDevnetServer(
  options: DevnetServerOptions,
): Promise<DevnetServer> {
  const faults = createFaults()
  const walletControl: { mode: string | null; queue: string[] } = {
    mode: null,
    queue: [],
  }
  const cache = new Map<string, unknown>()
  let current = options.devnet()
  const files = options.files ?? new Map()
  const routes: RouteTable = {
    ...infoRoutes,
    ...drc20Routes,
    ...ordersRoutes,
    ...swapRoutes,
    ...swapV2Routes,
    ...wdogeRoutes,
    ...exchangeRoutes,
    ...boxRoutes,
    ...stakeRoutes,
    ...nftRoutes,
    ...fileRoutes,
    ...fileExchangeRoutes,
    ...crossRoutes,
    ...txRoutes,
    ...(options.routes ?? {}),
  }
  const ctx: RouteContext = {
    devnet: current,
    now: () => current.blockTime(current.heights().chainHeight),
    ogAddresses: options.ogAddresses ?? [],
    cache,
    baseUrl: '',
  }
  let baseUrl = ''
  const context = (): RouteContext => ({
    ...ctx,
    devnet: current,
    baseUrl,
    ogAddresses: options.ogAddresses ?? current.ogAddresses,
  })

  function provider(path: string, raw: Buffer): HttpReply {
    const route = routes[path]
    if (!route)
      return {
        status: 404,
        body: undefined,
        raw: '404 page not found',
        contentType: 'text/plain',
      }
    const fault = faults.routes[path]
    if (
      fault &&
      (fault.count !== undefined ? fault.count > 0 : Math.random() < fault.rate)
    ) {
      if (fault.count !== undefined) {
        faults.routes[path] = { ...fault, count: fault.count - 1 }
        if (fault.count - 1 <= 0) delete faults.routes[path]
      }
      return failure(fault.shape, fault.message ?? 'server error')
    }
    let body: RequestBody = {}
    const text = raw.toString('utf8').trim()
    try {
      if (text === '') {
        if (route.needsBody) throw new BindError('EOF')
      } else {
        const parsed: unknown = JSON.parse(text)
        if (parsed === null) return failure('500/empty', '')
        if (typeof parsed !== 'object' || Array.isArray(parsed)) {
          throw new BindError('json: cannot unmarshal into Go value')
        }
        body = parsed as RequestBody
      }
      return route.handle(body, context())
    } catch (error) {
      if (error instanceof BindError || error instanceof SyntaxError) {
        return failure(route.bind, error.message)
      }
      throw error
    }
  }

  function admin(path: string, raw: Buffer): HttpReply {
    const text = raw.toString('utf8').trim()
    const body = (text ? parseTagged(text) : {}) as Record<string, unknown>
    const devnet = current
    switch (path) {
      case '/devnet/state':
        return json(200, {
          ...devnet.heights(),
          indexLag: devnet.indexLag(),
          halted: devnet.isHalted(),
          mempool: devnet.mempool().length,
          seed: devnet.seed,
          scale: devnet.scale,
          faults,
          defects: devnet.index().defects,
        })
      case '/devnet/mine': {
        const count = typeof body.count === 'number' ? body.count : 1
        if (devnet.isHalted())
          return json(409, { error: 'the chain is halted' })
        return json(200, devnet.mine(count))
      }
      case '/devnet/submit': {
        const request = toSubmitRequest(body)
        if (!request)
          return json(400, { error: 'address and payload(s) are required' })
        const result = devnet.submit(request)
        if (!result.ok)
          return json(400, {
            error: result.error.message,
            code: result.error.code,
          })
        if (body.mine === true) devnet.mine(2)
        return json(200, { tx_hash: result.txHash })
      }
      case '/devnet/tx': {
        const found = devnet.findTx(String(body.tx_hash ?? ''))
        if (!found) return json(404, { error: 'unknown tx' })
        return json(200, {
          tx_hash: found.tx.txHash,
          block_number: found.height,
          indexed:
            found.height !== null &&
            found.height <= devnet.heights().indexHeight,
        })
      }
      case '/devnet/accounts':
        return json(200, {
          accounts: devnet.accounts.map((a) => ({
            ...a,
            balance: formatUnits(devnet.dogeBalance(a.address).confirmed, 8),
          })),
        })
      case '/devnet/balance': {
        const b = devnet.dogeBalance(String(body.address ?? ''))
        return json(200, {
          confirmed: b.confirmed.toString(),
          unconfirmed: b.unconfirmed.toString(),
          total: b.total.toString(),
        })
      }
      case '/devnet/lag': {
        const lag = typeof body.lag === 'number' ? body.lag : 0
        return json(200, devnet.setIndexLag(lag))
      }
      case '/devnet/halt':
        devnet.setHalted(body.halted !== false)
        return json(200, { halted: devnet.isHalted() })
      case '/devnet/faults': {
        if (typeof body.latencyMs === 'number')
          faults.latencyMs = body.latencyMs
        if (typeof body.offline === 'boolean') faults.offline = body.offline
        if (body.clear === true) faults.routes = {}
        const r = body.route
        if (typeof r === 'string') {
          const shape = (body.shape ?? '500/c500') as ErrorShape
          if (!ERROR_SHAPES.includes(shape))
            return json(400, { error: `unknown shape ${shape}` })
          if (body.rate === 0) delete faults.routes[r]
          else
            faults.routes[r] = {
              rate: typeof body.rate === 'number' ? body.rate : 1,
              shape,
              ...(typeof body.message === 'string'
                ? { message: body.message }
                : {}),
              ...(typeof body.count === 'number' ? { count: body.count } : {}),
            }
        }
        return json(200, faults)
      }
      case '/devnet/wallet': {
        // Drives the simulated wallets of every page (wallet-provider.md 10.16).
        if (typeof body.mode === 'string') walletControl.mode = body.mode
        if (body.mode === null) walletControl.mode = null
        if (typeof body.nextApproval === 'string') {
          walletControl.queue.push(body.nextApproval)
        }
        if (body.clear === true) {
          walletControl.queue = []
          walletControl.mode = null
        }
        return json(200, walletControl)
      }
      case '/devnet/wallet/next':
        return json(200, {
          mode: walletControl.mode,
          answer: walletControl.queue.shift() ?? null,
        })
      case '/devnet/reset':
        if (!options.reset)
          return json(400, { error: 'reset is not available' })
        current = options.reset()
        cache.clear()
        faults.latencyMs = 0
        faults.offline = false
        faults.routes = {}
        return json(200, current.heights())
      default:
        return json(404, { error: `unknown admin route ${path}` })
    }
  }

  function side(
    method: string,
    path: string,
    raw: Buffer,
    contentType: string,
  ): HttpReply | null {
    const devnet = current
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
      const address =
        readMultipartField(raw, contentType, 'address') ??
        (contentType.includes('json')
          ? String(
              (JSON.parse(raw.toString() || '{}') as Record<string, unknown>)
                .address ?? '',
            )
          : '')
      const koinu = devnet.dogeBalance(address).confirmed
      // DOGE as decimal text (what the wallet library parses).
      return json(200, { balance: formatUnits(koinu, 8) })
    }
    if (
      (/^\/og(?:\/v[34])?\/drc20\/holders$/.test(path) ||
        path === '/v4/drc20/holders') &&
      method === 'POST'
    ) {
      // [U] spec 7's OG check; the devnet answers `data.isOg` for
      // `{holder_address}` (or `{address}`).
      const body = JSON.parse(raw.toString() || '{}') as Record<string, unknown>
      const address = String(body.holder_address ?? body.address ?? '')
      return json(200, {
        code: 200,
        msg: 'success',
        data: {
          isOg: (options.ogAddresses ?? current.ogAddresses).includes(address),
        },
        total: 0,
      })
    }
    if (path === '/v4/info/ipfs/upload' && method === 'POST') {
      const file = readMultipartFile(raw, contentType, 'file')
      if (!file) return failure('200/c500', 'missing file')
      if (file.data.length > 1_000_000)
        return failure('200/c500', 'file too large')
      const hash = `bafy${Buffer.from(file.data).toString('base64url').slice(0, 40)}${files.size}`
      files.set(hash, file)
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
    const content = /^\/(?:content|ipfs)\/([^/?]+)/.exec(path)
    if (content && method === 'GET') {
      const id = content[1] ?? ''
      const file = files.get(id) ?? devnet.content(id)
      if (!file) return null
      return {
        status: 200,
        body: undefined,
        raw: file.data.toString('latin1'),
        contentType: file.type,
      }
    }
    return null
  }

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://devnet')
    const path = url.pathname
    const method = req.method ?? 'GET'
    const isAdmin = path.startsWith('/devnet/')
    if (faults.offline && !isAdmin) {
      req.socket.destroy()
      return
    }
    if (method === 'OPTIONS') {
      res.writeHead(200, CORS_HEADERS)
      res.end()
      return
    }
    readBody(req)
      .then(async (raw) => {
        if (!isAdmin && faults.latencyMs > 0) await sleep(faults.latencyMs)
        if (isAdmin) return send(res, admin(path, raw))
        const sideReply = side(
          method,
          path,
          raw,
          req.headers['content-type'] ?? '',
        )
        if (sideReply) {
          if (
            sideReply.raw !== undefined &&
            sideReply.contentType &&
            !sideReply.contentType.startsWith('application/json')
          ) {
            res.writeHead(sideReply.status, {
              ...CORS_HEADERS,
              'Content-Type': sideReply.contentType,
            })
            const text = sideReply.contentType.startsWith('text/')
            res.end(Buffer.from(sideReply.raw, text ? 'utf8' : 'latin1'))
            return
          }
          return send(res, sideReply)
        }
        if (method !== 'POST') return notFound(res)
        send(res, provider(path, raw))
      })
      .catch((error: unknown) => {
        console.error(error)
        if (!res.headersSent) send(res, failure('500/empty', ''))
      })
  })

  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo
      const url = `http://${options.host ?? '127.0.0.1'}:${port}`
      baseUrl = url
      resolve({
        url,
        port,
        faults,
        services: {
          provider: url,
          admin: `${url}/devnet/`,
          price: `${url}/price/api/v3/simple/price?ids=dogecoin&vs_currencies=usd`,
          feeMempool: `${url}/fee/mempool`,
          feeExplorer: `${url}/fee/explorer`,
          feeGas: `${url}/fee/gas`,
          utxo: `${url}/utxo/getBalance`,
          ogList: `${url}/v3/address/ogall`,
          ogCheck: `${url}/og/drc20/holders`,
          content: `${url}/content/<file_id>`,
          explorer: `${url}/explorer/`,
        },
        close: () =>
          new Promise<void>((done) => {
            server.closeAllConnections()
            server.close(() => done())
          }),
      })
    })
  })
}

function toSubmitRequest(body: Record<string, unknown>): SubmitRequest | null {
  const address = typeof body.address === 'string' ? body.address : ''
  const list = Array.isArray(body.payloads)
    ? body.payloads
    : body.payload !== undefined
      ? [body.payload]
      : []
  const payloads = list.map((p) =>
    typeof p === 'string' ? (JSON.parse(p) as unknown) : p,
  )
  if (!address || (payloads.length === 0 && !Array.isArray(body.outputs))) {
    return null
  }
  if (
    !payloads.every(
      (p) => p !== null && typeof p === 'object' && !Array.isArray(p),
    )
  )
    return null
  const outputs = Array.isArray(body.outputs)
    ? body.outputs.map(
        (o): TxOutput => ({
          address: String((o as Record<string, unknown>).address ?? ''),
          amount: BigInt(String((o as Record<string, unknown>).amount ?? '0')),
        }),
      )
    : undefined
  return {
    address,
    payloads: payloads as Record<string, unknown>[],
    ...(typeof body.to === 'string' ? { to: body.to } : {}),
    ...(typeof body.repeat === 'number' ? { repeat: body.repeat } : {}),
    ...(outputs ? { outputs } : {}),
    ...(typeof body.content === 'string' ? { content: body.content } : {}),
    ...(typeof body.contentType === 'string'
      ? { contentType: body.contentType }
      : {}),
  }
}
