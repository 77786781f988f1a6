import {
  STAKE_V1_LP_TICK,
  STAKE_V1_REWARD_TICK,
  sortTicks,
  WDOGE_TICK,
} from '@drc20/core'
import { STAKE_REWARD_POOL } from '../../indexer/constants.js'
import {
  type BoxOrderRow,
  type ExchangeOrderRow,
  type FileExchangeOrderRow,
  type FileRecord,
  getBalance,
  type IndexerState,
  lpV2Supply,
  type NftOrderRow,
  type StakeOrderRow,
  type SwapV2OrderRow,
} from '../../indexer/state.js'
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
import { toV4SwapOrder } from './swapRoutes.js'
import { DOGE_USD, intervalSeconds, ratio, ratioText } from './swapStats.js'
import { sqlDate } from './tokenRows.js'

const desc = <T extends { id: number }>(rows: readonly T[]) =>
  [...rows].sort((a, b) => b.id - a.id)
const url = (ctx: RouteContext, path: string) =>
  path.startsWith('/') ? `${ctx.baseUrl}${path}` : path

function common(r: {
  id: number
  order_id: string
  holder_address: string
  fee_address: string
  fee_tx_hash: string
  tx_hash: string
  block_number: number
  block_hash: string
  err_info: string
  order_status: number
  update_date: number
  create_date: number
}) {
  return {
    holder_address: r.holder_address,
    fee_address: r.fee_address,
    fee_tx_hash: r.fee_tx_hash,
    tx_hash: r.tx_hash,
    block_number: r.block_number,
    block_hash: r.block_hash,
    err_info: r.err_info,
    order_status: r.order_status,
    update_date: r.update_date,
    create_date: r.create_date,
  }
}

const exOrder = (r: ExchangeOrderRow) => ({
  id: r.id,
  order_id: r.order_id,
  op: r.op,
  ex_id: r.ex_id,
  tick0: r.tick0,
  tick1: r.tick1,
  amt0: r.amt0.toString(),
  amt1: r.amt1.toString(),
  ...common(r),
})

const boxOrder = (r: BoxOrderRow) => ({
  id: r.id,
  order_id: r.order_id,
  op: r.op,
  tick0: r.tick0,
  tick1: r.tick1,
  max: r.max.toString(),
  amt0: r.amt0.toString(),
  liqamt: r.liqamt.toString(),
  liqblock: r.liqblock,
  amt1: r.amt1.toString(),
  ...common(r),
})

const stakeOrder = (r: StakeOrderRow) => ({
  id: r.id,
  order_id: r.order_id,
  op: r.op,
  tick: r.tick,
  amt: r.amt.toString(),
  ...common(r),
  stake_reward_infos: null,
})

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

function eq(body: RequestBody, name: string, value: string | number): boolean {
  const want = typeof value === 'number' ? int(body, name) : str(body, name)
  return !want || want === value
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

function collectionFiles(state: IndexerState, metaId: string): FileRecord[] {
  return [...state.files.values()].filter((f) => !metaId || f.metaId === metaId)
}

export const marketRoutes: RouteTable = {
  '/v4/exchange/order': {
    bind: '200/c400',
    handle(body, ctx) {
      const tick = str(body, 'tick')
      const rows = desc(ctx.devnet.index().exchangeOrders).filter(
        (r) =>
          eq(body, 'order_id', r.order_id) &&
          eq(body, 'op', r.op) &&
          eq(body, 'tick0', r.tick0) &&
          eq(body, 'tick1', r.tick1) &&
          eq(body, 'holder_address', r.holder_address) &&
          eq(body, 'tx_hash', r.tx_hash) &&
          eq(body, 'exid', r.ex_id) &&
          eq(body, 'block_number', r.block_number) &&
          (!tick || r.tick0 === tick || r.tick1 === tick),
      )
      return okPageV4(body, rows, 10, exOrder)
    },
  },
  '/v4/exchange/collect': {
    bind: '400/c500',
    handle(body, ctx) {
      const notDone = bool(body, 'not_done')
      const rows = [...ctx.devnet.index().listings.values()].filter(
        (l) =>
          eq(body, 'exid', l.exId) &&
          eq(body, 'tick0', l.tick0) &&
          eq(body, 'tick1', l.tick1) &&
          eq(body, 'holder_address', l.maker) &&
          (!notDone || l.amt0 !== l.amt0Finish),
      )
      const offset = int(body, 'offset')
      return ok(
        pageV4(rows, int(body, 'limit', 10), offset).map((l, i) => ({
          id: i + 1 + Math.max(offset, 0),
          ex_id: l.exId,
          tick0: l.tick0,
          tick1: l.tick1,
          amt0: l.amt0.toString(),
          amt1: l.amt1.toString(),
          amt0_finish: l.amt0Finish.toString(),
          amt1_finish: l.amt1Finish.toString(),
          holder_address: l.maker,
          reserves_address: l.reservesAddress,
          create_date: l.createTime,
          update_date: l.updateTime,
        })),
        // provider-api.md 8.6: total is 0 on every page after the first.
        offset > 0 ? 0 : rows.length,
      )
    },
  },
  '/v4/exchange/summary/total': {
    bind: '500/str',
    handle(_b, ctx) {
      const state = ctx.devnet.index()
      let value = 0
      for (const r of state.exchangeOrders) {
        if (r.op === 'trade' && r.order_status === 0) {
          const l = state.listings.get(r.ex_id)
          if (l?.tick1 === WDOGE_TICK) value += Number(r.amt1)
        }
      }
      return ok({ exchange: state.listings.size, value_all: value })
    },
  },
  '/v4/exchange/k': {
    bind: '200/c400',
    handle(body, ctx) {
      const { tick0, tick1 } = sortTicks(str(body, 'tick0'), str(body, 'tick1'))
      const interval = (str(body, 'date_interval') || '1d').toLowerCase()
      const seconds = intervalSeconds(interval) ?? 86_400
      const state = ctx.devnet.index()
      const buckets = new Map<
        number,
        {
          open: number
          close: number
          low: number
          high: number
          base: bigint
          quote: bigint
        }
      >()
      for (const r of state.exchangeOrders) {
        const l = state.listings.get(r.ex_id)
        if (r.op !== 'trade' || r.order_status !== 0 || !l) continue
        const pair = sortTicks(l.tick0, l.tick1)
        if (pair.tick0 !== tick0 || pair.tick1 !== tick1) continue
        const price = ratio(l.amt1, l.amt0)
        const start = Math.floor(r.create_date / seconds) * seconds
        const b = buckets.get(start)
        buckets.set(
          start,
          b
            ? {
                ...b,
                close: price,
                low: Math.min(b.low, price),
                high: Math.max(b.high, price),
                base: b.base + r.amt0,
                quote: b.quote + r.amt1,
              }
            : {
                open: price,
                close: price,
                low: price,
                high: price,
                base: r.amt0,
                quote: r.amt1,
              },
        )
      }
      const rows = [...buckets].sort(([a], [b]) => b - a)
      return okPageV4(body, rows, 0, ([start, b], i) => ({
        id: i + 1,
        tick: tick0,
        tick0,
        tick1,
        open_price: b.open,
        close_price: b.close,
        lowest_ask: b.low,
        highest_bid: b.high,
        base_volume: b.base.toString(),
        quote_volume: b.quote.toString(),
        last_date: sqlDate(start),
        date_interval: interval,
        update_date: start,
        create_date: start,
      }))
    },
  },
  '/v4/box/order': {
    bind: '400/c500',
    handle(body, ctx) {
      const rows = ctx.devnet
        .index()
        .boxOrders.filter(
          (r) =>
            eq(body, 'order_id', r.order_id) &&
            eq(body, 'op', r.op) &&
            eq(body, 'tick0', r.tick0) &&
            eq(body, 'tick1', r.tick1) &&
            eq(body, 'holder_address', r.holder_address) &&
            eq(body, 'tx_hash', r.tx_hash) &&
            eq(body, 'block_number', r.block_number),
        )
      return okPageV4(body, rows, 10, boxOrder)
    },
  },
  '/v4/box/collect': {
    bind: '400/c500',
    handle(body, ctx) {
      const state = ctx.devnet.index()
      const rows = [...state.boxes.values()]
        .filter(
          (b) =>
            eq(body, 'tick0', b.tick0) &&
            eq(body, 'tick1', b.tick1) &&
            eq(body, 'holder_address', b.holder),
        )
        .sort((a, b) => b.updateTime - a.updateTime)
      return okPageV4(body, rows, 10, (b, i) => ({
        id: i + 1,
        tick0: b.tick0,
        tick1: b.tick1,
        max: b.max.toString(),
        amt0: b.amt0.toString(),
        liqamt: b.liqamt.toString(),
        liqblock: b.liqblock,
        amt1: '0',
        amt0_finish: b.amt0Finish.toString(),
        liqamt_finish: (b.finished
          ? b.liqamtFinish
          : getBalance(state, b.tick1, b.reservesAddress)
        ).toString(),
        holder_address: b.holder,
        reserves_address: b.reservesAddress,
        is_del: b.isDel,
        create_date: b.createTime,
        update_date: b.updateTime,
      }))
    },
  },
  '/v4/stake/order': {
    bind: '400/c500',
    handle(body, ctx) {
      const rows = ctx.devnet
        .index()
        .stakeOrders.filter(
          (r) =>
            eq(body, 'tick', r.tick) &&
            eq(body, 'holder_address', r.holder_address) &&
            eq(body, 'tx_hash', r.tx_hash) &&
            eq(body, 'block_number', r.block_number),
        )
      return okPageV4(body, rows, 10, stakeOrder)
    },
  },
  '/v4/stake/collect': {
    bind: '400/c500',
    handle(body, ctx) {
      const rows = [...ctx.devnet.index().stakePools.values()].filter((p) =>
        eq(body, 'tick', p.tick),
      )
      return okPageV4(body, rows, 50, (p, i) => ({
        id: i + 1,
        tick: p.tick,
        amt: p.amt.toString(),
        reward: p.reward.toString(),
        reserves_address: p.reservesAddress,
        holders: 0,
        update_date: p.updateTime,
        create_date: p.createTime,
        // Devnet addition (the live API has no schedule columns).
        end_block: p.endHeight,
        reward_per_block: p.rewardPerBlock.toString(),
      }))
    },
  },
  '/v4/stake/collect-address': {
    bind: '400/c500',
    handle(body, ctx) {
      const rows = [...ctx.devnet.index().stakePositions.values()]
        .flatMap((m) => [...m.values()])
        .filter(
          (p) =>
            eq(body, 'tick', p.tick) && eq(body, 'holder_address', p.holder),
        )
      return okPageV4(body, rows, 10, (p, i) => ({
        id: i + 1,
        tick: p.tick,
        amt: p.amt.toString(),
        reward: p.reward.toString(),
        received_reward: p.receivedReward.toString(),
        holder_address: p.holder,
        cardi_amt: null,
        update_date: p.updateTime,
        create_date: p.createTime,
      }))
    },
  },
  '/v4/stake/reward': {
    bind: '400/c500',
    handle(body, ctx) {
      const state = ctx.devnet.index()
      const tick = str(body, 'tick')
      const p = state.stakePositions.get(tick)?.get(str(body, 'holder_address'))
      if (!p) return failure('200/c500', 'record not found')
      const pending = p.reward - p.receivedReward
      if (tick === STAKE_V1_LP_TICK) {
        return ok([
          {
            tick: WDOGE_TICK,
            total_reward_pool: null,
            reward: pending,
            received_reward: null,
          },
        ])
      }
      const unix = getBalance(state, STAKE_V1_REWARD_TICK, STAKE_REWARD_POOL)
      const rows = []
      for (const t of state.addressTicks.get(STAKE_REWARD_POOL) ?? []) {
        if (t === STAKE_V1_REWARD_TICK || t === WDOGE_TICK || unix === 0n)
          continue
        const held = getBalance(state, t, STAKE_REWARD_POOL)
        rows.push({
          tick: t,
          total_reward_pool: (held * p.reward) / unix,
          reward: (held * pending) / unix,
          received_reward: (held * p.receivedReward) / unix,
        })
      }
      rows.push({
        tick: STAKE_V1_REWARD_TICK,
        total_reward_pool: p.reward,
        reward: pending,
        received_reward: p.receivedReward,
      })
      return ok(rows)
    },
  },
  '/v4/stake/total': {
    bind: '400/c500',
    handle(_b, ctx) {
      const rows = [...ctx.devnet.index().stakePools.values()].map((p) => {
        const fits = p.amt < 2n ** 63n && p.reward < 2n ** 63n
        return {
          tick: p.tick,
          amt: fits ? p.amt : 0n,
          reward: fits ? p.reward : 0n,
          holders: 0,
        }
      })
      return ok(rows, rows.length)
    },
  },
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
  '/v4/file/order': {
    bind: '500/str',
    handle(body, ctx) {
      const rows = [...ctx.devnet.index().fileOrders]
        .sort((a, b) => b.create_date - a.create_date || b.id - a.id)
        .filter(
          (r) =>
            eq(body, 'order_id', r.order_id) &&
            eq(body, 'op', r.op) &&
            eq(body, 'holder_address', r.holder_address) &&
            eq(body, 'to_address', r.to_address) &&
            eq(body, 'tx_hash', r.tx_hash) &&
            eq(body, 'block_number', r.block_number),
        )
      return okPageV4(body, rows, 10, (r) => ({
        id: r.id,
        order_id: r.order_id,
        file_id: r.file_id,
        op: r.op,
        file: '',
        file_path: url(ctx, r.file_path),
        file_data: null,
        file_length: r.file_length,
        file_type: r.file_type,
        to_address: r.to_address,
        ...common(r),
      }))
    },
  },
  '/v4/file/collect-address': {
    bind: '500/str',
    handle(body, ctx) {
      if (str(body, 'file_id'))
        return failure(
          '500/str',
          'missing FROM-clause entry for table "file_collect_address"',
        )
      const noMeta = int(body, 'no_meta')
      const holder = str(body, 'holder_address')
      const rows = [...ctx.devnet.index().files.values()].filter(
        (f) =>
          (!holder || f.holder === holder) &&
          (noMeta !== 1 || !f.metaId) &&
          (noMeta !== 2 || f.metaId !== ''),
      )
      return okPageV4(body, rows, 10, (f) => ({
        file_id: f.fileId,
        file_path: url(ctx, `/content/${f.fileId}`),
        file_length: f.length,
        file_type: 'file',
        holder_address: f.holder,
        update_date: f.updateTime,
        create_date: f.createTime,
        meta_id: f.metaId,
        meta_name: '',
        file_name: '',
        ex_id: '',
        tick: '',
        amt: '0',
      }))
    },
  },
  '/v4/file/collections': {
    bind: '500/str',
    handle(body, ctx) {
      const holder = str(body, 'holder_address')
      const metaId = str(body, 'meta_id')
      const rows = [...ctx.devnet.index().collections.values()].filter((c) =>
        holder
          ? c.holder === holder
          : c.isCheck === 1 && (!metaId || c.metaId === metaId),
      )
      return okPageV4(body, rows, 10, (c, i) => ({
        id: i + 1,
        meta_id: c.metaId,
        description: c.description,
        discord_link: c.discord,
        icon: url(ctx, c.icon),
        name: c.name,
        slug: c.slug,
        twitter_link: c.twitter,
        website_link: c.website,
        holder_address: c.holder,
        is_check: c.isCheck,
        update_date: c.updateTime,
        create_date: c.createTime,
      }))
    },
  },
  '/v4/file/collections/inscriptions': {
    bind: '500/str',
    handle(body, ctx) {
      const files = pageV4(
        collectionFiles(ctx.devnet.index(), str(body, 'meta_id')),
        int(body, 'limit', 10),
        int(body, 'offset'),
      )
      // [quirk] 8.11: each item carries the attributes of the item before it.
      return ok(
        files.map((f, i) => ({
          id: f.fileId,
          meta: {
            name: f.name,
            attributes: i === 0 ? [] : [...(files[i - 1]?.attributes ?? [])],
          },
        })),
        0,
      )
    },
  },
  '/v4/file/collections/attributes': {
    bind: '500/str',
    handle(body, ctx) {
      const fileId = str(body, 'file_id')
      const counts: Record<string, Record<string, number>> = {}
      for (const f of collectionFiles(
        ctx.devnet.index(),
        str(body, 'meta_id'),
      )) {
        if (fileId && f.fileId !== fileId) continue
        for (const a of f.attributes) {
          const byValue = counts[a.trait_type] ?? {}
          byValue[a.value] = (byValue[a.value] ?? 0) + 1
          counts[a.trait_type] = byValue
        }
      }
      return ok(counts, 0)
    },
  },
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
  '/v4/swap_v2/order': {
    bind: '200/c400',
    handle(body, ctx) {
      const rows = desc(ctx.devnet.index().swapV2Orders).filter(
        (r) =>
          eq(body, 'order_id', r.order_id) &&
          eq(body, 'op', r.op) &&
          eq(body, 'pair_id', r.pair_id) &&
          eq(body, 'tick0_id', r.tick0_id) &&
          eq(body, 'tick1_id', r.tick1_id) &&
          eq(body, 'tx_hash', r.tx_hash) &&
          eq(body, 'holder_address', r.holder_address) &&
          eq(body, 'block_number', r.block_number),
      )
      return okPageV4(body, rows, 10, (r: SwapV2OrderRow) => ({
        ...toV4SwapOrder(r),
        pair_id: r.pair_id,
        tick0_id: r.tick0_id,
        tick1_id: r.tick1_id,
        block_time: r.block_time,
      }))
    },
  },
  '/v4/swap_v2/liquidity': {
    bind: '200/c400',
    handle(body, ctx) {
      const state = ctx.devnet.index()
      const rows = [...state.poolsV2.values()].filter(
        (p) =>
          eq(body, 'pair_id', p.pairId) &&
          eq(body, 'tick0_id', p.tick0Id) &&
          eq(body, 'tick1_id', p.tick1Id),
      )
      return ok(
        pageV4(rows, int(body, 'limit', -1), int(body, 'offset', -1)).map(
          (p, i) => {
            const r0 = getBalance(state, p.tick0Id, p.reservesAddress)
            const r1 = getBalance(state, p.tick1Id, p.reservesAddress)
            return {
              id: i + 1,
              pair_id: p.pairId,
              tick: '',
              tick0_id: p.tick0Id,
              tick1_id: p.tick1Id,
              tick0: p.tick0Id,
              tick1: p.tick1Id,
              amt0: r0.toString(),
              amt1: r1.toString(),
              liquidity_total: lpV2Supply(state, p.pairId).toString(),
              close_price: ratio(r1, r0),
              reserves_address: p.reservesAddress,
              holder_address: p.creator,
            }
          },
        ),
        rows.length,
      )
    },
  },
  '/v4/swap_v2/liquidity/address': {
    bind: '200/c400',
    handle(body, ctx) {
      const state = ctx.devnet.index()
      const holder = str(body, 'holder_address')
      const rows: { pairId: string; address: string; amt: bigint }[] = []
      for (const p of state.poolsV2.values()) {
        if (
          !eq(body, 'pair_id', p.pairId) ||
          !eq(body, 'tick0_id', p.tick0Id) ||
          !eq(body, 'tick1_id', p.tick1Id)
        )
          continue
        for (const [address, amt] of state.lpV2.get(p.pairId) ?? []) {
          if (
            amt > 0n &&
            address !== p.reservesAddress &&
            (!holder || address === holder)
          )
            rows.push({ pairId: p.pairId, address, amt })
        }
      }
      rows.sort((a, b) => (a.amt === b.amt ? 0 : a.amt > b.amt ? -1 : 1))
      if (rows.length === 0) return ok(null, 0)
      return okPageV4(body, rows, 10, ({ pairId, address, amt }) => {
        const p = state.poolsV2.get(pairId)
        if (!p) throw new Error('pool vanished')
        const r0 = getBalance(state, p.tick0Id, p.reservesAddress)
        const r1 = getBalance(state, p.tick1Id, p.reservesAddress)
        const total = lpV2Supply(state, pairId) || 1n
        return {
          liquidity: amt.toString(),
          liquidity_total: total.toString(),
          reserve0: ((amt * r0) / total).toString(),
          reserve1: ((amt * r1) / total).toString(),
          price: ratioText(r0, r1),
          tick0: p.tick0Id,
          tick0_id: p.tick0Id,
          tick1: p.tick1Id,
          tick1_id: p.tick1Id,
          pair_id: pairId,
          holder_address: address,
        }
      })
    },
  },
  '/v4/swap_v2/price': {
    bind: '400/c500',
    handle(_b, ctx) {
      const state = ctx.devnet.index()
      const rows = []
      for (const p of state.poolsV2.values()) {
        const r0 = getBalance(state, p.tick0Id, p.reservesAddress)
        const r1 = getBalance(state, p.tick1Id, p.reservesAddress)
        if (r0 === 0n || r1 === 0n) continue
        if (p.tick1Id === WDOGE_TICK)
          rows.push({
            tick_id: p.tick0Id,
            last_price: ((r1 * 10n ** 18n) / r0).toString(),
          })
        else if (p.tick0Id === WDOGE_TICK)
          rows.push({
            tick_id: p.tick1Id,
            last_price: ((r0 * 10n ** 18n) / r1).toString(),
          })
      }
      return ok(rows, rows.length)
    },
  },
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
