import type { NftOrderRow } from '../../indexer/state.js'
import { failure, int, ok, okPageV4, pageV4 } from '../envelope.js'
import type { RouteContext, RouteTable } from '../routeTypes.js'
import { common } from './orderRows.js'
import { eq, url } from './query.js'
import { single, viaV4 } from './v3Compat.js'

const nftOrder = (ctx: RouteContext, r: NftOrderRow) => ({
  id: r.id,
  order_id: r.order_id,
  op: r.op,
  tick: r.tick,
  tick_id: r.tick_id,
  total: r.total,
  model: r.model,
  prompt: r.prompt,
  seed: r.seed,
  image: '',
  image_data: null,
  image_path: url(ctx, r.image_path),
  to_address: r.to_address,
  ...common(r),
})

const v4: RouteTable = {
  '/v4/nft/order': {
    bind: '200/c400',
    handle(body, ctx) {
      const rows = ctx.devnet
        .index()
        .nftOrders.filter(
          (r) =>
            eq(body, 'order_id', r.order_id) &&
            eq(body, 'op', r.op) &&
            eq(body, 'holder_address', r.holder_address) &&
            eq(body, 'to_address', r.to_address) &&
            eq(body, 'tx_hash', r.tx_hash) &&
            eq(body, 'block_number', r.block_number),
        )
      return okPageV4(body, rows, 10, (r) => nftOrder(ctx, r))
    },
  },
  '/v4/nft/collect': {
    bind: '400/c500',
    handle(body, ctx) {
      const all = [...ctx.devnet.index().nftCollections.values()].sort(
        (a, b) => b.createTime - a.createTime,
      )
      const rows = all.filter((c) => eq(body, 'tick', c.tick))
      return ok(
        pageV4(rows, int(body, 'limit', 10), int(body, 'offset')).map((c) => ({
          id: 0,
          tick: c.tick,
          tick_sum: c.minted,
          total: c.total,
          model: '',
          prompt: c.prompt,
          image: '',
          image_path: url(ctx, c.imagePath),
          holder_address: '',
          deploy_hash: c.deployHash,
          transactions: c.transactions,
          holders: 0,
          introduction: `${c.prompt}.`,
          white_paper: null,
          official: null,
          telegram: null,
          discorad: null,
          twitter: null,
          facebook: null,
          github: null,
          is_check: 1,
          update_date: 0,
          create_date: c.createTime,
        })),
        all.length,
      )
    },
  },
  '/v4/nft/collect-address': {
    bind: '400/c500',
    handle(body, ctx) {
      const all = [...ctx.devnet.index().nftItems.values()]
      const tickId = int(body, 'tick_id')
      const rows = all.filter(
        (n) =>
          eq(body, 'tick', n.tick) &&
          eq(body, 'holder_address', n.holder) &&
          (!tickId || n.tickId === tickId),
      )
      return ok(
        pageV4(rows, int(body, 'limit', 50), int(body, 'offset')).map(
          (n, i) => ({
            id: i + 1,
            tick: n.tick,
            tick_id: n.tickId,
            prompt: n.prompt,
            nft_prompt: '',
            nft_model: '',
            image: '',
            image_path: url(ctx, n.imagePath),
            deploy_hash: n.deployHash,
            holder_address: n.holder,
            transactions: 1,
            update_date: n.updateTime,
            create_date: n.createTime,
            is_check: 0,
          }),
        ),
        all.length,
      )
    },
  },
}

const v3: RouteTable = {
  '/v3/nft/tick': single(
    viaV4(v4['/v4/nft/collect'], '200/c500', (r) => r),
    '200/c500',
    () => failure('200/c500', 'not found'),
  ),
  '/v3/nft/holders': viaV4(v4['/v4/nft/collect-address'], '200/c500', (r) => ({
    ...r,
    id: 0,
  })),
  '/v3/nft/address/tick': viaV4(
    v4['/v4/nft/collect-address'],
    '200/c500',
    (r) => ({ ...r, id: 0 }),
  ),
  '/v3/nft/order': viaV4(v4['/v4/nft/order'], '500/str', (r) => ({
    ...r,
    id: 0,
    total: 0,
    // [defect] 8.10: holder and recipient come back swapped.
    holder_address: r.to_address,
    to_address: r.holder_address,
  })),
  '/v3/nft/order/id': single(
    viaV4(v4['/v4/nft/order'], '500/str', (r) => ({ ...r, id: 0 })),
    '500/str',
  ),
  '/v3/nft/all': {
    bind: '500/str',
    handle: () => failure('500/str', 'no such function: RAND'),
  },
  '/v3/nft/tick/id': {
    bind: '500/{}',
    handle: () => failure('500/{}', ''),
  },
}

/** nft/ai collections, items and operations (docs/api.md §8.10). */
export const nftRoutes: RouteTable = { ...v4, ...v3 }
