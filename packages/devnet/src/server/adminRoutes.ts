import { formatUnits } from '@drc20/core'
import type { TxOutput } from '../chain/types.js'
import { parseTagged } from '../codec/taggedJson.js'
import type { Devnet, SubmitRequest } from '../createDevnet.js'
import { ERROR_SHAPES, type ErrorShape, type HttpReply } from './envelope.js'
import type { Faults } from './faults.js'
import { json } from './http.js'

/** What `/devnet/wallet` queues for the simulated wallets (docs/wallet.md §10.16). */
export type WalletControl = { mode: string | null; queue: string[] }

export type AdminContext = {
  readonly devnet: Devnet
  readonly faults: Faults
  readonly wallet: WalletControl
  /** The URL of the content origin, reported by `/devnet/state`. */
  readonly contentUrl: string
  /** Rebuilds the world (`/devnet/reset`); absent when not offered. */
  readonly reset?: () => Devnet
}

/**
 * Who may drive the admin API. It mines, funds and faults the chain, so no
 * web page may call it: a request must say `Content-Type:
 * application/json` (a form or a `no-cors` fetch cannot), and its `Origin`,
 * when the browser sends one, must be the origin it was sent to (the app
 * that proxies `/api` to the devnet, or the devnet itself). Scripts and
 * tests send no `Origin`. Returns the refusal, or `null` to go on.
 */
export function checkAdminRequest(headers: {
  readonly contentType: string | undefined
  readonly origin: string | undefined
  readonly host: string | undefined
}): HttpReply | null {
  if (!/^application\/json\s*(;|$)/i.test(headers.contentType ?? '')) {
    return json(415, { error: 'the admin API takes application/json' })
  }
  const origin = headers.origin
  if (origin === undefined) return null
  let host: string | null = null
  try {
    host = new URL(origin).host
  } catch {
    host = null
  }
  if (host === null || host !== headers.host) {
    return json(403, { error: `origin ${origin} may not use the admin API` })
  }
  return null
}

/** A positive integer amount of koinu, or `null`. */
function readAmount(value: unknown): bigint | null {
  const text =
    typeof value === 'bigint'
      ? value.toString()
      : typeof value === 'number' && Number.isSafeInteger(value)
        ? String(value)
        : typeof value === 'string'
          ? value
          : ''
  return /^[0-9]+$/.test(text) ? BigInt(text) : null
}

/** The submit body as a request, or why it is not one. */
export function toSubmitRequest(
  body: Record<string, unknown>,
): SubmitRequest | { readonly error: string } {
  const address = typeof body.address === 'string' ? body.address : ''
  const list = Array.isArray(body.payloads)
    ? body.payloads
    : body.payload !== undefined
      ? [body.payload]
      : []
  let payloads: unknown[]
  try {
    payloads = list.map((p) =>
      typeof p === 'string' ? (JSON.parse(p) as unknown) : p,
    )
  } catch {
    return { error: 'a payload is not JSON' }
  }
  if (!address || (payloads.length === 0 && !Array.isArray(body.outputs))) {
    return { error: 'address and payload(s) are required' }
  }
  if (
    !payloads.every(
      (p) => p !== null && typeof p === 'object' && !Array.isArray(p),
    )
  ) {
    return { error: 'every payload must be a JSON object' }
  }
  let outputs: TxOutput[] | undefined
  if (body.outputs !== undefined) {
    if (!Array.isArray(body.outputs)) return { error: 'outputs must be a list' }
    outputs = []
    for (const [i, item] of body.outputs.entries()) {
      const output = (item ?? {}) as Record<string, unknown>
      const amount = readAmount(output.amount)
      if (typeof output.address !== 'string' || amount === null) {
        return {
          error: `output ${i} needs an address and an integer amount of koinu`,
        }
      }
      outputs.push({ address: output.address, amount })
    }
  }
  // A deposit's custody output set by the page (the simulated wallet).
  const custodyOutput = readAmount(body.custodyOutput)
  // The fee rate the page gave the wallet (koinu per kB).
  const feeRate = readAmount(body.feeRate)
  return {
    address,
    payloads: payloads as Record<string, unknown>[],
    ...(typeof body.to === 'string' ? { to: body.to } : {}),
    ...(typeof body.repeat === 'number' ? { repeat: body.repeat } : {}),
    ...(custodyOutput === null ? {} : { custodyOutput }),
    ...(feeRate === null || feeRate === 0n ? {} : { feeRatePerKb: feeRate }),
    ...(outputs ? { outputs } : {}),
    ...(typeof body.content === 'string' ? { content: body.content } : {}),
    ...(typeof body.contentType === 'string'
      ? { contentType: body.contentType }
      : {}),
  }
}

/** The fields that describe one route's failure. */
const ROUTE_FAULT_FIELDS = ['shape', 'rate', 'count', 'message'] as const

function setFaults(faults: Faults, body: Record<string, unknown>): HttpReply {
  const r = body.route
  // A route's failure without its route used to answer 200 and fault
  // nothing, so a test written that way passed without its fault.
  if (r !== undefined && typeof r !== 'string')
    return json(400, { error: 'route must be a path, such as /v4/swap/pair' })
  const orphan = ROUTE_FAULT_FIELDS.filter((field) => body[field] !== undefined)
  if (r === undefined && orphan.length > 0)
    return json(400, {
      error: `${orphan.join(', ')} describe a route's failure: give its route`,
    })
  if (body.clear === true) {
    faults.routes = {}
    faults.latencyMs = 0
    faults.offline = false
  }
  if (typeof body.latencyMs === 'number') faults.latencyMs = body.latencyMs
  if (typeof body.offline === 'boolean') faults.offline = body.offline
  if (typeof r === 'string') {
    const shape = (body.shape ?? '500/c500') as ErrorShape
    if (!ERROR_SHAPES.includes(shape))
      return json(400, { error: `unknown shape ${shape}` })
    if (body.rate === 0) delete faults.routes[r]
    else
      faults.routes[r] = {
        rate: typeof body.rate === 'number' ? body.rate : 1,
        shape,
        ...(typeof body.message === 'string' ? { message: body.message } : {}),
        ...(typeof body.count === 'number' ? { count: body.count } : {}),
      }
  }
  return json(200, faults)
}

/**
 * The admin API (`/devnet/*`, docs in the package README): state, mining,
 * submits, balances, index lag, halts, faults, the simulated wallets'
 * control and reset. `raw` is the JSON body (tagged bigints allowed).
 * `/devnet/reset` answers with the new devnet in `next`.
 */
export function handleAdmin(
  path: string,
  raw: Buffer,
  ctx: AdminContext,
): { reply: HttpReply; next?: Devnet } {
  const text = raw.toString('utf8').trim()
  let parsed: unknown
  try {
    parsed = text ? parseTagged(text) : {}
  } catch {
    return { reply: json(400, { error: 'the body is not JSON' }) }
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    return { reply: json(400, { error: 'the body must be a JSON object' }) }
  }
  const body = parsed as Record<string, unknown>
  const { devnet, faults, wallet } = ctx
  switch (path) {
    case '/devnet/state':
      return {
        reply: json(200, {
          ...devnet.heights(),
          indexLag: devnet.indexLag(),
          halted: devnet.isHalted(),
          indexHalted: devnet.indexHalt() !== null,
          mempool: devnet.mempool().length,
          seed: devnet.seed,
          scale: devnet.scale,
          imported: devnet.imported && {
            tokens: devnet.imported.tokens,
            holders: devnet.imported.holders,
            skipped: devnet.imported.problems.length,
          },
          contentUrl: ctx.contentUrl,
          faults,
          defects: devnet.defects(),
        }),
      }
    case '/devnet/mine': {
      const count = body.count === undefined ? 1 : body.count
      if (
        typeof count !== 'number' ||
        !Number.isSafeInteger(count) ||
        count < 0
      )
        return { reply: json(400, { error: 'count must be an integer ≥ 0' }) }
      if (devnet.isHalted())
        return { reply: json(409, { error: 'the chain is halted' }) }
      return { reply: json(200, devnet.mine(count)) }
    }
    case '/devnet/submit': {
      const request = toSubmitRequest(body)
      if ('error' in request) return { reply: json(400, request) }
      const result = devnet.submit(request)
      if (!result.ok)
        return {
          reply: json(400, {
            error: result.error.message,
            code: result.error.code,
          }),
        }
      if (body.mine === true) devnet.mine(2)
      return { reply: json(200, { tx_hash: result.txHash }) }
    }
    case '/devnet/tx': {
      const found = devnet.findTx(String(body.tx_hash ?? ''))
      if (!found) return { reply: json(404, { error: 'unknown tx' }) }
      return {
        reply: json(200, {
          tx_hash: found.tx.txHash,
          block_number: found.height,
          indexed:
            found.height !== null &&
            found.height <= devnet.heights().indexHeight,
        }),
      }
    }
    case '/devnet/accounts':
      return {
        reply: json(200, {
          accounts: devnet.accounts.map((a) => ({
            ...a,
            balance: formatUnits(devnet.dogeBalance(a.address).confirmed, 8),
          })),
        }),
      }
    case '/devnet/balance': {
      const b = devnet.dogeBalance(String(body.address ?? ''))
      return {
        reply: json(200, {
          confirmed: b.confirmed.toString(),
          unconfirmed: b.unconfirmed.toString(),
          total: b.total.toString(),
        }),
      }
    }
    case '/devnet/lag': {
      const lag = body.lag === undefined ? 0 : body.lag
      if (typeof lag !== 'number' || !Number.isSafeInteger(lag) || lag < 0)
        return { reply: json(400, { error: 'lag must be an integer ≥ 0' }) }
      return { reply: json(200, devnet.setIndexLag(lag)) }
    }
    case '/devnet/halt':
      devnet.setHalted(body.halted !== false)
      return { reply: json(200, { halted: devnet.isHalted() }) }
    case '/devnet/faults':
      return { reply: setFaults(faults, body) }
    case '/devnet/wallet': {
      // Drives the simulated wallets of every page.
      if (typeof body.mode === 'string') wallet.mode = body.mode
      if (body.mode === null) wallet.mode = null
      if (typeof body.nextApproval === 'string') {
        wallet.queue.push(body.nextApproval)
      }
      if (body.clear === true) {
        wallet.queue = []
        wallet.mode = null
      }
      return { reply: json(200, wallet) }
    }
    case '/devnet/wallet/next':
      return {
        reply: json(200, {
          mode: wallet.mode,
          answer: wallet.queue.shift() ?? null,
        }),
      }
    case '/devnet/reset': {
      if (!ctx.reset)
        return { reply: json(400, { error: 'reset is not available' }) }
      const next = ctx.reset()
      faults.latencyMs = 0
      faults.offline = false
      faults.routes = {}
      return { reply: json(200, next.heights()), next }
    }
    default:
      return { reply: json(404, { error: `unknown admin route ${path}` }) }
  }
}
