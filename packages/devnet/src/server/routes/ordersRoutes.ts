import { failure, int, ok, pageV3, str } from '../envelope.js'
import type { RouteTable } from '../routeTypes.js'
import { toV3Order, toV4Drc20Order } from './orderRows.js'
import { descending } from './query.js'

/** v3 order lookups by hash and address (docs/api.md §8.3). */
export const ordersRoutes: RouteTable = {
  '/v3/orders/hash': {
    bind: '200/c500',
    needsBody: true,
    handle(body, ctx) {
      const hash = str(body, 'hash')
      const row = ctx.devnet.index().drc20Orders.find((r) => r.tx_hash === hash)
      return ok(row ? toV3Order(ctx, row, 'hash') : null)
    },
  },
  '/v3/orders/address': {
    bind: '200/c500',
    needsBody: true,
    handle(body, ctx) {
      const address = str(body, 'receive_address')
      if (!/^[DA9][1-9A-HJ-NP-Za-km-z]{33}$/.test(address)) {
        return failure('500/null', '')
      }
      const rows = descending(ctx.devnet.index().drc20Orders).filter(
        (r) => r.holder_address === address || r.to_address === address,
      )
      const held = rows.filter((r) => r.holder_address === address).length
      return ok(
        pageV3(rows, int(body, 'limit', 50), int(body, 'offset'), 50).map(
          (r) => ({
            ...toV4Drc20Order(r),
            block_number: 0,
          }),
        ),
        held,
      )
    },
  },
  '/v3/orders/address/tick': {
    bind: '200/c500',
    needsBody: true,
    handle(body, ctx) {
      const address = str(body, 'receive_address')
      if (!/^[DA9][1-9A-HJ-NP-Za-km-z]{33}$/.test(address))
        return failure('200/c500', 'invalid address')
      const tick = str(body, 'tick')
      const rows = [...ctx.devnet.index().drc20Orders]
        .sort((a, b) => b.create_date - a.create_date || b.id - a.id)
        .filter(
          (r) => r.holder_address === address && (!tick || r.tick === tick),
        )
      return ok(
        pageV3(rows, int(body, 'limit', 50), int(body, 'offset'), 50).map((r) =>
          toV3Order(ctx, r, 'id'),
        ),
        rows.length,
      )
    },
  },
}
