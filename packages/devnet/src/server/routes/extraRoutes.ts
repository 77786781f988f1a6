import {
  ADDRESS_VERSIONS,
  encodeDogecoinAddress,
  WDOGE_TICK,
} from '@drc20/core'
import { hashHex } from '../../chain/hash.js'
import type { CollectionMeta } from '../../indexer/state.js'
import { failure, int, ok, type RequestBody, str } from '../envelope.js'
import type { RouteContext, RouteTable } from '../routeTypes.js'
import { DOGE_USD, intervalSeconds, ratio } from './swapStats.js'
import { socialsOf, sqlDate } from './tokenRows.js'

/**
 * The signer of a simulated-wallet signature. Real signatures need
 * secp256k1 recovery (provider-api.md 8.11); the devnet's wallet signs with
 * a stand-in whose bytes 1..21 are the signer's version byte and hash160.
 */
export function recoverDevnetSigner(sigBase64: string): string | null {
  const bytes = Buffer.from(sigBase64, 'base64')
  if (bytes.length !== 65) return null
  const version = bytes[1] ?? 0
  if (version !== ADDRESS_VERSIONS.livenet.p2pkh) return null
  return encodeDogecoinAddress(bytes.subarray(2, 22), version)
}

type Attribute = { trait_type: string; value: string }

function readAttributes(value: unknown): Attribute[] {
  if (!Array.isArray(value)) return []
  return value
    .filter(
      (a): a is Record<string, unknown> => a !== null && typeof a === 'object',
    )
    .map((a) => ({
      trait_type: String(a.trait_type ?? ''),
      value: String(a.value ?? ''),
    }))
}

function toMetaRow(ctx: RouteContext, c: CollectionMeta) {
  return {
    meta_id: c.metaId,
    description: c.description,
    discord_link: c.discord,
    icon: c.icon.startsWith('/') ? `${ctx.baseUrl}${c.icon}` : c.icon,
    name: c.name,
    slug: c.slug,
    twitter_link: c.twitter,
    website_link: c.website,
    holder_address: c.holder,
    is_check: c.isCheck,
    update_date: c.updateTime,
    create_date: c.createTime,
  }
}

function swapV2Candles(body: RequestBody, ctx: RouteContext) {
  const tickId = str(body, 'tick_id')
  const interval = str(body, 'date_interval') || '1d'
  const from = int(body, 'from')
  const to = int(body, 'to')
  const seconds = intervalSeconds(interval)
  if (
    from !== to &&
    (seconds === undefined || to - from < 0 || to - from > 1000 * seconds)
  ) {
    return failure('200/c500', 'Incorrect time interval')
  }
  const step = seconds ?? 86_400
  const state = ctx.devnet.index()
  const trades: { time: number; price: number; volume: bigint }[] = []
  for (const r of state.swapV2Orders) {
    if (r.op !== 'swap' || r.order_status !== 0) continue
    if (r.tick0_id === tickId && r.tick1_id === WDOGE_TICK) {
      trades.push({
        time: r.create_date,
        price: ratio(r.amt1_out, r.amt0),
        volume: r.amt1_out,
      })
    } else if (r.tick0_id === WDOGE_TICK && r.tick1_id === tickId) {
      trades.push({
        time: r.create_date,
        price: ratio(r.amt0, r.amt1_out),
        volume: r.amt0,
      })
    }
  }
  if (trades.length === 0) return failure('500/c500', 'record not found')
  const buckets = new Map<
    number,
    { open: number; close: number; low: number; high: number; volume: bigint }
  >()
  for (const t of trades) {
    const start = Math.floor(t.time / step) * step
    const b = buckets.get(start)
    buckets.set(
      start,
      b
        ? {
            ...b,
            close: t.price,
            low: Math.min(b.low, t.price),
            high: Math.max(b.high, t.price),
            volume: b.volume + t.volume,
          }
        : {
            open: t.price,
            close: t.price,
            low: t.price,
            high: t.price,
            volume: t.volume,
          },
    )
  }
  // Gap filling: flat candles at the previous close, volume "0", up to
  // min(to, now); the last earlier candle is projected into the window.
  const end = Math.min(to, ctx.now())
  const starts = [...buckets.keys()].sort((a, b) => a - b)
  const rows = []
  let previous: { close: number } | undefined
  let id = 0
  const first = Math.floor(from / step) * step
  for (const s of starts) if (s < first) previous = buckets.get(s)
  for (let s = first; s <= end; s += step) {
    const b = buckets.get(s)
    if (b) {
      id += 1
      previous = b
      rows.push({
        id,
        tick_id: tickId,
        open_price: b.open,
        close_price: b.close,
        lowest_ask: b.low,
        highest_bid: b.high,
        base_volume: b.volume.toString(),
        time_stamp: s,
        last_date: sqlDate(s),
        date_interval: interval,
        doge_usdt: DOGE_USD,
        update_date: s,
        create_date: s,
      })
    } else if (previous) {
      const p = previous.close
      rows.push({
        id: 0,
        tick_id: '',
        open_price: p,
        close_price: p,
        lowest_ask: p,
        highest_bid: p,
        base_volume: '0',
        time_stamp: s,
        last_date: sqlDate(s),
        date_interval: interval,
        doge_usdt: DOGE_USD,
        update_date: s,
        create_date: s,
      })
    }
  }
  return ok(rows, rows.length)
}

export const extraRoutes: RouteTable = {
  '/v4/swap_v2/k': { bind: '200/c500', handle: swapV2Candles },
  '/v4/exchange/summary': {
    bind: '400/c500',
    handle(body, ctx) {
      // [defect] 8.6: only tick, logo and is_check carry data.
      const tick = str(body, 'tick')
      const rows = [...ctx.devnet.index().tokens.values()]
        .filter(
          (t) =>
            t.kind === 'drc20' &&
            Buffer.byteLength(t.tick) < 9 &&
            (!tick || t.tick === tick),
        )
        .map((t) => ({
          trading_pairs: '',
          tick: t.tick,
          total_max_amt: '',
          last_price: 0,
          old_price: 0,
          lowest_ask: 0,
          highest_bid: 0,
          base_volume: 0,
          quote_volume: 0,
          price_change_percent_24h: 0,
          highest_price_24h: 0,
          lowest_price_24h: 0,
          last_date: '',
          holders: null,
          foot_price: 0,
          logo: socialsOf(t, false).logo,
          is_check: t.isCheck,
          liquidity: 0,
        }))
      return ok(rows, rows.length)
    },
  },
  '/v4/cross/order': {
    bind: '500/c500',
    handle: () => failure('500/c500', 'no such table: cross_info'),
  },
  '/v4/cross/collect': {
    bind: '500/c500',
    handle: () => failure('500/c500', 'record not found'),
  },
  '/v3/tx/broadcast': {
    bind: '200/c500',
    needsBody: true,
    handle: () =>
      failure(
        '200/c500',
        'TX decode failed: the devnet does not relay raw transactions',
      ),
  },
  '/v4/file/upload/meta': {
    bind: '400/c500',
    needsBody: true,
    handle(body, ctx) {
      const signer = recoverDevnetSigner(str(body, 'sig_msg'))
      if (!signer) return failure('200/c500', 'signature verification failed')
      const metaId = str(body, 'meta_id')
      const state = ctx.devnet.index()
      const existing = metaId ? state.collections.get(metaId) : undefined
      if (metaId && (!existing || existing.holder !== signer)) {
        return failure(
          '200/c500',
          'the collection does not belong to the signer',
        )
      }
      const time = ctx.now()
      const meta: CollectionMeta = {
        metaId:
          metaId ||
          uuid(
            hashHex(
              `meta:${signer}:${str(body, 'name')}:${state.collections.size}`,
            ),
          ),
        name: str(body, 'name'),
        slug: str(body, 'slug'),
        description: str(body, 'description'),
        icon: str(body, 'icon'),
        holder: signer,
        isCheck: existing?.isCheck ?? 1,
        discord: str(body, 'discord_link'),
        twitter: str(body, 'twitter_link'),
        website: str(body, 'website_link'),
        createTime: existing?.createTime ?? time,
        updateTime: time,
      }
      ctx.devnet.recordOffchain({ kind: 'collection', meta })
      return ok(toMetaRow(ctx, meta))
    },
  },
  '/v4/file/upload/inscriptions/meta': {
    bind: '400/c500',
    needsBody: true,
    handle(body, ctx) {
      const signer = recoverDevnetSigner(str(body, 'sig_msg'))
      const metaId = str(body, 'meta_id')
      const collection = ctx.devnet.index().collections.get(metaId)
      if (!signer || !collection || collection.holder !== signer) {
        return failure('200/c500', 'signature verification failed')
      }
      const metas = (body as Record<string, unknown>).metas
      for (const entry of Array.isArray(metas) ? metas : []) {
        if (!entry || typeof entry !== 'object') continue
        const e = entry as {
          id?: unknown
          meta?: { name?: unknown; attributes?: unknown }
        }
        ctx.devnet.recordOffchain({
          kind: 'item',
          fileId: String(e.id ?? ''),
          metaId,
          name: String(e.meta?.name ?? ''),
          attributes: readAttributes(e.meta?.attributes),
        })
      }
      return ok(null)
    },
  },
}

function uuid(h: string): string {
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`
}
