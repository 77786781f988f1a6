import type { FileCollection } from '@drc20/core'
import * as v from 'valibot'
import { flag, int, str, ts } from '../transport/wire.js'

/** S-FileMeta; `id` is omitted by the server when 0. */
export const fileCollectionRow = v.object({
  id: v.optional(int),
  meta_id: str,
  description: str,
  discord_link: str,
  icon: str,
  name: str,
  slug: str,
  twitter_link: str,
  website_link: str,
  holder_address: str,
  is_check: flag,
  update_date: ts,
  create_date: ts,
})

export function toFileCollection(
  row: v.InferOutput<typeof fileCollectionRow>,
): FileCollection {
  return {
    id: row.id ?? null,
    metaId: row.meta_id,
    name: row.name,
    description: row.description,
    slug: row.slug,
    icon: row.icon,
    discordLink: row.discord_link,
    twitterLink: row.twitter_link,
    websiteLink: row.website_link,
    holderAddress: row.holder_address,
    isCheck: row.is_check,
    updateDateMs: row.update_date,
    createDateMs: row.create_date,
  }
}
