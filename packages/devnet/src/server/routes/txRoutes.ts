import { failure } from '../envelope.js'
import type { RouteTable } from '../routeTypes.js'

/** Raw transaction broadcast (docs/api.md §8.14). */
export const txRoutes: RouteTable = {
  '/v3/tx/broadcast': {
    bind: '200/c500',
    needsBody: true,
    handle: () =>
      failure(
        '200/c500',
        'TX decode failed: the devnet does not relay raw transactions',
      ),
  },
}
