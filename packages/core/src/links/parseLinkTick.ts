import { err, ok, type Result } from 'neverthrow'
import {
  type LinkTickError,
  type ParseLinkTickOptions,
  readLinkTick,
} from './linkTick.js'

/**
 * A tick named by a link (`/swap/{tick0}/{tick1}`, `/pool/add/…`):
 * {@link readLinkTick}'s rule, as a `Result`.
 *
 * @example parseLinkTick(' unix ') // ok('UNIX')
 * @example parseLinkTick('a b') // err({ code: 'TICK_CHARACTERS' })
 * @example parseLinkTick('сardi', { characters: 'any' }) // ok('СARDI') (Cyrillic)
 */
export function parseLinkTick(
  text: string,
  options: ParseLinkTickOptions = {},
): Result<string, LinkTickError> {
  const result = readLinkTick(text, options)
  return result.ok ? ok(result.tick) : err(result.error)
}
