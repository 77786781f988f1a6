import { type HttpReply, ok, type RequestBody } from '../envelope.js'
import type { Route, RouteContext } from '../routeTypes.js'

export type Row = Record<string, unknown>

/**
 * A v3 route that returns v4 row types ("(v4 type)" in docs/api.md §8):
 * it runs the v4 handler and applies the v3 differences to each row.
 */
export function viaV4(
  v4: Route | undefined,
  bind: Route['bind'],
  map: (row: Row) => Row = (row) => ({ ...row, id: 0 }),
  rewrite: (body: RequestBody) => RequestBody = (body) => body,
): Route {
  if (!v4) throw new Error('missing v4 route')
  return {
    bind,
    handle(body, ctx) {
      const reply = v4.handle(rewrite(body), ctx)
      const envelope = reply.body as
        | { code?: number; data?: unknown; total?: number }
        | undefined
      if (reply.status !== 200 || envelope?.code !== 200) return reply
      const data = Array.isArray(envelope.data)
        ? envelope.data.map((r) => map(r as Row))
        : envelope.data && typeof envelope.data === 'object'
          ? map(envelope.data as Row)
          : envelope.data
      return ok(data, envelope.total ?? 0)
    },
  }
}

export const single = (
  route: Route,
  bind: Route['bind'],
  notFound: (ctx: RouteContext) => HttpReply = () => ok(null),
): Route => ({
  bind,
  handle(body, ctx) {
    const reply = route.handle({ ...body, limit: 1 }, ctx)
    const data = (reply.body as { data?: unknown[] } | undefined)?.data
    if (!Array.isArray(data) || data.length === 0) return notFound(ctx)
    return ok(data[0])
  },
})

export const noErr = (row: Row): Row => ({ ...row, id: 0, err_info: '' })
