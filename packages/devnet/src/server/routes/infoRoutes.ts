import { ok } from '../envelope.js'
import type { RouteTable } from '../routeTypes.js'

const v4: RouteTable = {
  '/v4/info/lastnumber': {
    bind: '200/c500',
    handle: (_b, ctx) => ok(ctx.devnet.heights().indexHeight),
  },
  '/v4/info/blocknumber': {
    bind: '200/c500',
    handle(_b, ctx) {
      const h = ctx.devnet.heights()
      return ok({ chain_height: h.chainHeight, index_height: h.indexHeight })
    },
  },
}

const v3: RouteTable = {
  '/v3/info/lastnumber': {
    bind: '200/c500',
    handle: (_b, ctx) => ok(ctx.devnet.heights().indexHeight),
  },
}

/** Chain heights (docs/api.md §8.1). */
export const infoRoutes: RouteTable = { ...v4, ...v3 }
