import { err, ok, type Result } from 'neverthrow'
import { normalizeTick } from './normalizeTick.js'
import { utf8ByteLength } from './utf8ByteLength.js'

/**
 * Why a typed tick was refused.
 * - `TICK_LENGTH` — spec: 'tick must 2-8 letter'. Length is counted in
 *   UTF-8 bytes after upper-casing (docs/protocol.md §1.3).
 * - `TICK_CHARACTERS`: a character other than an ASCII letter or digit.
 */
export type TickError =
  | {
      readonly code: 'TICK_LENGTH'
      readonly length: number
      readonly min: number
      readonly max: number
    }
  | { readonly code: 'TICK_CHARACTERS' }

/** Options of {@link validateTick}: the byte-length bounds. */
export type ValidateTickOptions = {
  /** Default 2. */
  readonly minLength?: number
  /** Default 8 (drc-20, box-v1); AI-NFT ticks allow 32. */
  readonly maxLength?: number
  /**
   * `alphanumeric` (default): ASCII letters and digits; `letters`: ASCII
   * letters only, for new DRC-20 deploys (a digit makes `D0GI` read as
   * `DOGI`).
   */
  readonly characters?: 'alphanumeric' | 'letters'
}

const TICK_CHARACTERS = /^[A-Za-z0-9]*$/
const TICK_LETTERS = /^[A-Za-z]*$/

/**
 * Validates a tick the user typed for a new token (deploy, box deploy) or
 * to look one up, and returns it normalised (trimmed, ASCII upper-cased).
 *
 * The indexer checks only the byte length (2..8 after Go's upper-casing,
 * `normalizeTick`) and has no character-set rule (docs/protocol.md §1.3). As a
 * product choice we admit only ASCII letters and digits as typed: non-ASCII
 * letters upper-case to look-alikes (`ſ → S`, `ı → I`), and spaces or
 * look-alike punctuation make spoofed tokens easy.
 * Existing ticks with other characters (`WDOGE(WRAPPED-DOGE)`, LP ticks) are
 * not typed by users; builders take them without this check.
 *
 * @example validateTick(' unix ') // ok('UNIX')
 * @example validateTick('u') // err({ code: 'TICK_LENGTH', length: 1, min: 2, max: 8 })
 */
export function validateTick(
  text: string,
  {
    minLength = 2,
    maxLength = 8,
    characters = 'alphanumeric',
  }: ValidateTickOptions = {},
): Result<string, TickError> {
  const typed = typeof text === 'string' ? text.trim() : ''
  const tick = normalizeTick(typed)
  const length = utf8ByteLength(tick)
  if (length < minLength || length > maxLength) {
    return err({ code: 'TICK_LENGTH', length, min: minLength, max: maxLength })
  }
  // The typed text, not the upper-cased one: `ſ` and `ı` become `S` and `I`
  // on the indexer, but the user would see a different tick than they typed.
  const allowed = characters === 'letters' ? TICK_LETTERS : TICK_CHARACTERS
  if (!allowed.test(typed)) return err({ code: 'TICK_CHARACTERS' })
  return ok(tick)
}
