import { normalizeTick } from '../identifiers/normalizeTick.js'
import { utf8ByteLength } from '../identifiers/utf8ByteLength.js'

/** The longest tick a link may name: a 64-character meme-20 id. */
export const MAX_LINK_TICK_BYTES = 64

/** Why a tick in a link was refused (the page is then not found). */
export type LinkTickError =
  | { readonly code: 'TICK_LENGTH'; readonly length: number }
  | { readonly code: 'TICK_CHARACTERS' }

const PRINTABLE_ASCII = /^[\x21-\x7e]+$/
// biome-ignore lint/suspicious/noControlCharactersInRegex: refusing them is the point
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/

/** Options of {@link parseLinkTick}. */
export type ParseLinkTickOptions = {
  /**
   * `ascii` (default): printable ASCII only, the ticks a swap or pool link
   * may name. `any`: every character but control characters, so a token
   * page can show a listed tick that is not ASCII (a Cyrillic lookalike,
   * one with a zero-width space) and warn about it.
   */
  readonly characters?: 'ascii' | 'any'
}

/**
 * A tick named by a link (`/swap/{tick0}/{tick1}`, `/pool/add/…`): any
 * existing tick, wrapped tick (`WDOGE(WRAPPED-DOGE)`), LP tick or meme-20
 * id, so not {@link validateTick}'s rule for new ticks: trimmed, 1 to 64
 * printable ASCII characters, ASCII upper-cased as the indexer does.
 * {@link parseLinkTick} as a plain value, for the app's start-up script,
 * which stays small (no `neverthrow`).
 *
 * @example readLinkTick(' unix ') // { ok: true, tick: 'UNIX' }
 * @example readLinkTick('a b') // { ok: false, error: { code: 'TICK_CHARACTERS' } }
 */
export function readLinkTick(
  text: string,
  { characters = 'ascii' }: ParseLinkTickOptions = {},
):
  | { readonly ok: true; readonly tick: string }
  | { readonly ok: false; readonly error: LinkTickError } {
  const tick = normalizeTick(text.trim())
  const length = utf8ByteLength(tick)
  if (length === 0 || length > MAX_LINK_TICK_BYTES)
    return { ok: false, error: { code: 'TICK_LENGTH', length } }
  const valid =
    characters === 'any' ? !CONTROL.test(tick) : PRINTABLE_ASCII.test(tick)
  if (!valid) return { ok: false, error: { code: 'TICK_CHARACTERS' } }
  return { ok: true, tick }
}
