import { err, ok, type Result } from 'neverthrow'
import { normalizeTick } from '../identifiers/normalizeTick.js'
import { utf8ByteLength } from '../identifiers/utf8ByteLength.js'

/** The longest tick a link may name: a 64-character meme-20 id. */
export const MAX_LINK_TICK_BYTES = 64

/** Why a tick in a link was refused (the page is then not found). */
export type LinkTickError =
  | { readonly code: 'TICK_LENGTH'; readonly length: number }
  | { readonly code: 'TICK_CHARACTERS' }

const PRINTABLE_ASCII = /^[\x21-\x7e]+$/

/**
 * A tick named by a link (`/swap/{tick0}/{tick1}`, `/pool/add/…`): any
 * existing tick, wrapped tick (`WDOGE(WRAPPED-DOGE)`), LP tick or meme-20
 * id, so not {@link validateTick}'s rule for new ticks: trimmed, 1 to 64
 * printable ASCII characters, ASCII upper-cased as the indexer does.
 *
 * @example parseLinkTick(' unix ') // ok('UNIX')
 * @example parseLinkTick('a b') // err({ code: 'TICK_CHARACTERS' })
 */
export function parseLinkTick(text: string): Result<string, LinkTickError> {
  const tick = normalizeTick(text.trim())
  const length = utf8ByteLength(tick)
  if (length === 0 || length > MAX_LINK_TICK_BYTES)
    return err({ code: 'TICK_LENGTH', length })
  if (!PRINTABLE_ASCII.test(tick)) return err({ code: 'TICK_CHARACTERS' })
  return ok(tick)
}
