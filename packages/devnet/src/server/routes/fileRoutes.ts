import { hashHex } from '../../chain/hash.js'
import { recoverMessageSigner } from '../../crypto/messageSignature.js'
import type { CollectionMeta } from '../../indexer/state.js'
import { failure, int, ok, okPageV4, pageV4, str } from '../envelope.js'
import type { RouteContext, RouteTable } from '../routeTypes.js'
import { collectionFiles } from './fileRows.js'
import { common } from './orderRows.js'
import { eq, url } from './query.js'

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
    icon: url(ctx, c.icon),
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

function uuid(h: string): string {
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`
}

/** Inscribed files, collections and their metadata uploads (docs/api.md §8.11). */
export const fileRoutes: RouteTable = {
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
        ...toMetaRow(ctx, c),
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
  '/v4/file/upload/meta': {
    bind: '400/c500',
    needsBody: true,
    handle(body, ctx) {
      const signer = recoverMessageSigner(
        str(body, 'sig_msg'),
        str(body, 'name'),
      )
      if (!signer) return failure('200/c500', 'signature verification failed')
      const metaId = str(body, 'meta_id')
      const state = ctx.devnet.index()
      const existing = metaId ? state.collections.get(metaId) : undefined
      if (metaId && !existing) return failure('500/str', 'record not found')
      if (existing && existing.holder !== signer) {
        return failure('200/c500', 'address not match')
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
        // A new collection awaits the operator's review.
        isCheck: existing?.isCheck ?? 0,
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
      const signer = recoverMessageSigner(
        str(body, 'sig_msg'),
        str(body, 'meta_name'),
      )
      if (!signer) return failure('200/c500', 'signature verification failed')
      const metaId = str(body, 'meta_id')
      const collection = ctx.devnet.index().collections.get(metaId)
      if (!collection) return failure('500/str', 'record not found')
      if (collection.holder !== signer) {
        return failure('200/c500', 'address not match')
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
