import type { FileExchangeOrderRow, IndexerState } from '../../indexer/state.js'
import {
  bool,
  failure,
  int,
  ok,
  okPageV4,
  pageV4,
  type RequestBody,
  str,
} from '../envelope.js'
import type { RouteContext, RouteTable } from '../routeTypes.js'
import { collectionFiles } from './fileRows.js'
import { common } from './orderRows.js'
import { eq, url } from './query.js'
import { DOGE_USD } from './swapStats.js'

function fileName(state: IndexerState, fileId: string) {
  return state.files.get(fileId)?.name ?? ''
}

function metaName(state: IndexerState, fileId: string) {
  const metaId = state.files.get(fileId)?.metaId ?? ''
  return state.collections.get(metaId)?.name ?? ''
}

const fileExOrder = (ctx: RouteContext, r: FileExchangeOrderRow) => {
  const state = ctx.devnet.index()
  return {
    id: r.id,
    order_id: r.order_id,
    op: r.op,
    ex_id: r.ex_id,
    file_id: r.file_id,
    tick: r.tick,
    amt: r.amt.toString(),
    ...common(r),
    is_nft: 0,
    file_name: fileName(state, r.file_id),
    meta_name: metaName(state, r.file_id),
    file_path: state.files.has(r.file_id)
      ? url(ctx, `/content/${r.file_id}`)
      : '',
  }
}

function openListingOf(state: IndexerState, fileId: string) {
  for (const l of state.fileListings.values()) {
    if (l.fileId === fileId && l.amtFinish === 0n) {
      const file = state.files.get(fileId)
      if (file && file.holder === l.reservesAddress) return l
    }
  }
  return undefined
}

function collectionSummary(body: RequestBody, ctx: RouteContext) {
  const state = ctx.devnet.index()
  const metaId = str(body, 'meta_id')
  const rows = [...state.collections.values()]
    .filter((c) => !metaId || c.metaId === metaId)
    .map((c) => {
      const files = collectionFiles(state, c.metaId)
      const listings = files
        .map((f) => openListingOf(state, f.fileId))
        .filter((l) => l !== undefined)
      const floor = listings.reduce<bigint | null>(
        (m, l) => (m === null || l.amt < m ? l.amt : m),
        null,
      )
      let volume = 0n
      for (const r of state.fileExchangeOrders) {
        if (
          r.op === 'trade' &&
          r.order_status === 0 &&
          state.files.get(r.file_id)?.metaId === c.metaId
        )
          volume += r.amt
      }
      return {
        name: c.name,
        meta_id: c.metaId,
        description: c.description,
        icon: url(ctx, c.icon),
        floor_price: floor === null ? 0 : Number(floor),
        volume: Number(volume),
        doge_usdt: DOGE_USD,
        listed: listings.length,
        supply: files.length,
        holders: new Set(files.map((f) => f.holder)).size,
        is_check: c.isCheck,
      }
    })
    .sort((a, b) => b.volume - a.volume)
  return ok(rows, rows.length)
}

/** The order-v2 file market (docs/api.md §8.12). */
export const fileExchangeRoutes: RouteTable = {
  '/v4/file-exchange/order': {
    bind: '500/str',
    handle(body, ctx) {
      const state = ctx.devnet.index()
      const ops = str(body, 'op').split(',').filter(Boolean)
      const metaId = str(body, 'meta_id')
      const rows = [...state.fileExchangeOrders]
        .sort((a, b) => b.create_date - a.create_date || b.id - a.id)
        .filter(
          (r) =>
            (ops.length === 0 || ops.includes(r.op)) &&
            (!metaId || state.files.get(r.file_id)?.metaId === metaId) &&
            eq(body, 'order_id', r.order_id) &&
            eq(body, 'file_id', r.file_id) &&
            eq(body, 'holder_address', r.holder_address) &&
            eq(body, 'tx_hash', r.tx_hash) &&
            eq(body, 'block_number', r.block_number),
        )
      return okPageV4(body, rows, 10, (r) => fileExOrder(ctx, r))
    },
  },
  '/v4/file-exchange/activity': {
    bind: '500/str',
    handle(body, ctx) {
      const state = ctx.devnet.index()
      const ops = str(body, 'op').split(',').filter(Boolean)
      const metaId = str(body, 'meta_id')
      const rows = [...state.fileExchangeOrders]
        .sort((a, b) => b.create_date - a.create_date || b.id - a.id)
        .filter(
          (r) =>
            r.order_status === 0 &&
            (ops.length === 0 || ops.includes(r.op)) &&
            (!metaId || state.files.get(r.file_id)?.metaId === metaId) &&
            eq(body, 'file_id', r.file_id) &&
            eq(body, 'holder_address', r.holder_address),
        )
      return ok(
        pageV4(rows, int(body, 'limit', 10), int(body, 'offset')).map((r) => ({
          op: r.op,
          order_id: r.order_id,
          ex_id: r.ex_id,
          file_id: r.file_id,
          file_path: url(ctx, `/content/${r.file_id}`),
          tick: r.tick,
          amt: r.amt.toString(),
          holder_address: r.holder_address,
          reserves_address:
            state.fileListings.get(r.ex_id)?.reservesAddress ?? '',
          tx_hash: r.tx_hash,
          block_number: r.block_number,
          block_hash: r.block_hash,
          create_date: r.create_date,
          file_name: fileName(state, r.file_id),
          meta_name: metaName(state, r.file_id),
        })),
        0,
      )
    },
  },
  '/v4/file-exchange/collect': {
    bind: '500/str',
    handle: () =>
      failure(
        '500/str',
        'unsupported data type: &[]; Table not set, please set it like: db.Model(&user) or db.Table("users")',
      ),
  },
  '/v4/file-exchange/summary/all': {
    bind: '400/c500',
    handle: (b, c) => collectionSummary(b, c),
  },
  '/v4/file-exchange/summary/nft/all': {
    bind: '400/c500',
    handle: (b, c) => collectionSummary(b, c),
  },
  '/v4/file-exchange/inscriptions': {
    bind: '500/str',
    handle(body, ctx) {
      const state = ctx.devnet.index()
      const nameLike = str(body, 'file_name')
      const listedOnly = bool(body, 'listed')
      const holder = str(body, 'holder_address')
      const rawTicks = (body as Record<string, unknown>).tick
      const ticks = Array.isArray(rawTicks) ? rawTicks.map(String) : []
      const rawAttributes = (body as Record<string, unknown>).attributes
      const attributes =
        rawAttributes && typeof rawAttributes === 'object'
          ? (rawAttributes as Record<string, unknown>)
          : {}
      const asc = str(body, 'price_order') === 'asc'
      const rows = collectionFiles(state, str(body, 'meta_id'))
        .map((f) => ({ f, listing: openListingOf(state, f.fileId) }))
        .filter(
          ({ f, listing }) =>
            (!nameLike || f.name.includes(nameLike)) &&
            (!listedOnly || listing !== undefined) &&
            (ticks.length === 0 ||
              (listing !== undefined && ticks.includes(listing.tick))) &&
            (!holder || f.holder === holder || listing?.maker === holder) &&
            Object.entries(attributes).every(([trait, values]) =>
              f.attributes.some(
                (a) =>
                  a.trait_type === trait &&
                  Array.isArray(values) &&
                  values.includes(a.value),
              ),
            ),
        )
        .sort((a, b) => {
          const x = a.listing?.amt ?? -1n
          const y = b.listing?.amt ?? -1n
          return x === y ? 0 : x < y === asc ? -1 : 1
        })
      return okPageV4(body, rows, 10, ({ f, listing }) => ({
        file_id: f.fileId,
        meta_name: state.collections.get(f.metaId)?.name ?? '',
        file_name: f.name,
        ex_id: listing?.exId ?? '',
        tick: listing?.tick ?? '',
        amt: listing ? listing.amt.toString() : null,
        file_path: url(ctx, `/content/${f.fileId}`),
        file_holder: f.holder,
        file_exchange_holder: listing?.maker ?? '',
      }))
    },
  },
}
