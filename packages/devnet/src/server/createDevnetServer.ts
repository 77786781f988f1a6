import {
  createServer,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Devnet } from '../createDevnet.js'
import { createUploadService } from '../upload/createUploadService.js'
import {
  type AdminContext,
  checkAdminRequest,
  handleAdmin,
  type WalletControl,
} from './adminRoutes.js'
import { type StoredFile, serveContent } from './contentRoutes.js'
import {
  BindError,
  failure,
  type HttpReply,
  type RequestBody,
} from './envelope.js'
import { createFaults, type Faults, takeFault } from './faults.js'
import { CORS_HEADERS, notFound, readBody, send } from './http.js'
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
import { swapV2Routes } from './routes/swapV2Routes.js'
import { txRoutes } from './routes/txRoutes.js'
import { wdogeRoutes } from './routes/wdogeRoutes.js'
import type { RouteContext, RouteTable } from './routeTypes.js'
import { serveService } from './serviceRoutes.js'
import { serveUpload, UPLOAD_PATHS } from './uploadRoutes.js'

export type DevnetServerOptions = {
  /** Returns the current devnet (admin `reset` swaps it). */
  readonly devnet: () => Devnet
  /** Rebuilds the world from scratch (admin `reset`). */
  readonly reset?: () => Devnet
  readonly ogAddresses?: readonly string[]
  readonly port?: number
  readonly host?: string
  /**
   * Port of the content origin, which alone serves `/content/<id>` and
   * `/ipfs/<id>` (0 or absent: any free port; see `contentUrl`).
   */
  readonly contentPort?: number
  /** Extra provider routes (other domains register here). */
  readonly routes?: RouteTable
  /** Files served on the content origin as `/ipfs/<id>` (uploads add to it). */
  readonly files?: Map<string, StoredFile>
}

export type DevnetServer = {
  readonly url: string
  readonly port: number
  /** The content origin (`http://host:port`), apart from `url`. */
  readonly contentUrl: string
  readonly faults: Faults
  readonly close: () => Promise<void>
  /** The URLs of every service, for the CLI banner. */
  readonly services: Readonly<Record<string, string>>
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

/**
 * How long an idle keep-alive connection stays open. Node's default (5 s)
 * races clients that reuse a connection after a pause of about that long:
 * the server closes it as the request is sent, and the client reads
 * ECONNRESET (a browser test's admin call after a five-second step did).
 */
const KEEP_ALIVE_MS = 65_000

function listen(server: Server, port: number, host: string): Promise<number> {
  server.keepAliveTimeout = KEEP_ALIVE_MS
  server.headersTimeout = KEEP_ALIVE_MS + 1000
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => {
      server.off('error', reject)
      resolve((server.address() as AddressInfo).port)
    })
  })
}

function close(server: Server): Promise<void> {
  return new Promise((done) => {
    server.closeAllConnections()
    server.close(() => done())
  })
}

/** The content origin: inscribed and uploaded files, nothing else. */
function createContentServer(
  devnet: () => Devnet,
  uploads: ReadonlyMap<string, StoredFile>,
): Server {
  return createServer((req: IncomingMessage, res: ServerResponse) => {
    const path = new URL(req.url ?? '/', 'http://devnet').pathname
    const reply = serveContent(req.method ?? 'GET', path, devnet(), uploads)
    if (reply) send(res, reply)
    else notFound(res)
  })
}

/**
 * The provider API, side services and admin API on one node:http server,
 * and inscribed content on a second one: a different port is a different
 * origin, so content can never run as the app or as the API it proxies.
 */
export async function startDevnetServer(
  options: DevnetServerOptions,
): Promise<DevnetServer> {
  const faults = createFaults()
  const wallet: WalletControl = { mode: null, queue: [] }
  const cache = new Map<string, unknown>()
  let current = options.devnet()
  const uploads = options.files ?? new Map<string, StoredFile>()
  // The upload-order service follows the current devnet's blocks.
  const uploadService = createUploadService(
    () => options.ogAddresses ?? current.ogAddresses,
  )
  uploadService.attach(current)
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
  const host = options.host ?? '127.0.0.1'
  let baseUrl = ''
  let contentUrl = ''
  const context = (): RouteContext => ({
    devnet: current,
    now: () => current.blockTime(current.heights().chainHeight),
    ogAddresses: options.ogAddresses ?? current.ogAddresses,
    cache,
    baseUrl,
    contentUrl,
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
    const fault = takeFault(faults, path)
    if (fault) return failure(fault.shape, fault.message ?? 'server error')
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

  function admin(req: IncomingMessage, path: string, raw: Buffer): HttpReply {
    const refused = checkAdminRequest({
      contentType: req.headers['content-type'],
      origin: req.headers.origin,
      host: req.headers.host,
    })
    if (refused) return refused
    const adminContext: AdminContext = {
      devnet: current,
      faults,
      wallet,
      contentUrl,
      ...(options.reset ? { reset: options.reset } : {}),
    }
    const { reply, next } = handleAdmin(path, raw, adminContext)
    if (next) {
      current = next
      cache.clear()
      uploadService.attach(next)
    }
    return reply
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
        if (isAdmin) return send(res, admin(req, path, raw))
        if (faults.latencyMs > 0) await sleep(faults.latencyMs)
        const upload = await serveUpload(
          method,
          path,
          raw,
          req.headers['content-type'] ?? '',
          uploadService,
          faults,
        )
        if (upload) return send(res, upload)
        const service = await serveService(
          method,
          path,
          raw,
          req.headers['content-type'] ?? '',
          {
            devnet: current,
            ogAddresses: options.ogAddresses ?? current.ogAddresses,
            uploads,
          },
        )
        if (service) return send(res, service)
        if (method !== 'POST') return notFound(res)
        send(res, provider(path, raw))
      })
      .catch((error: unknown) => {
        console.error(error)
        if (!res.headersSent) send(res, failure('500/empty', ''))
      })
  })
  const contentServer = createContentServer(() => current, uploads)

  const port = await listen(server, options.port ?? 0, host)
  let contentPort: number
  try {
    contentPort = await listen(contentServer, options.contentPort ?? 0, host)
  } catch (error) {
    await close(server)
    throw error
  }
  baseUrl = `http://${host}:${port}`
  contentUrl = `http://${host}:${contentPort}`
  return {
    url: baseUrl,
    port,
    contentUrl,
    faults,
    services: {
      provider: baseUrl,
      admin: `${baseUrl}/devnet/`,
      price: `${baseUrl}/price/api/v3/simple/price?ids=dogecoin&vs_currencies=usd`,
      feeMempool: `${baseUrl}/fee/mempool`,
      feeExplorer: `${baseUrl}/fee/explorer`,
      feeGas: `${baseUrl}/fee/gas`,
      utxo: `${baseUrl}/utxo/getBalance`,
      ogList: `${baseUrl}/v3/address/ogall`,
      ogCheck: `${baseUrl}/og/drc20/holders`,
      content: `${contentUrl}/content/<file_id>`,
      upload: `${baseUrl}${UPLOAD_PATHS.create.replace('/order/create', '')}/`,
      explorer: `${baseUrl}/explorer/`,
    },
    close: async () => {
      await Promise.all([close(server), close(contentServer)])
    },
  }
}
