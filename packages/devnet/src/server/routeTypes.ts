import type { Devnet } from '../createDevnet.js'
import type { ErrorShape, HttpReply, RequestBody } from './envelope.js'

export type RouteContext = {
  readonly devnet: Devnet
  /** Unix seconds "now" of the API (chain time of the tip). */
  readonly now: () => number
  readonly ogAddresses: readonly string[]
  /** Per-server caches (the `drc20/collect` slot, serialised lists). */
  readonly cache: Map<string, unknown>
  /** The server's own URL. */
  readonly baseUrl: string
  /** The content origin's URL (absolute file and image paths). */
  readonly contentUrl: string
}

export type Route = {
  /** Shape of a malformed body (bind error). */
  readonly bind: ErrorShape
  /** Whether an empty body is a bind error (`EOF`). */
  readonly needsBody?: boolean
  readonly handle: (body: RequestBody, ctx: RouteContext) => HttpReply
}

export type RouteTable = Readonly<Record<string, Route>>
