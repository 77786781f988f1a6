import { failure } from '../envelope.js'
import type { RouteTable } from '../routeTypes.js'

/** Bridge (cross) operations (docs/api.md §8.13). */
export const crossRoutes: RouteTable = {
  '/v4/cross/order': {
    bind: '500/c500',
    handle: () => failure('500/c500', 'no such table: cross_info'),
  },
  '/v4/cross/collect': {
    bind: '500/c500',
    handle: () => failure('500/c500', 'record not found'),
  },
}
