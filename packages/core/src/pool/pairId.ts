import { isWdogeTick } from '../identifiers/wdogeTick.js'

/**
 * A pair-v2 pair id as the app accepts it, in a link (`?pair=`) or the
 * create form: 1–128 printable ASCII characters, no spaces.
 */
export const PAIR_ID_PATTERN = /^[\x21-\x7e]{1,128}$/

/** Whether `text` is a pair id the app accepts ({@link PAIR_ID_PATTERN}). */
export function isPairId(text: string): boolean {
  return PAIR_ID_PATTERN.test(text)
}

/**
 * A default pair-v2 pool key: `${tick0}-${tick1}-<suffix>` (WDOGE as
 * `WDOGE`, meme-20 ids shortened to 8 characters). `random` is the suffix
 * source in [0, 1) (six base-36 characters); the caller passes one, core
 * has no randomness of its own.
 *
 * @example getDefaultPairId('UNIX', 'WDOGE(WRAPPED-DOGE)', () => 0) // 'UNIX-WDOGE-000000'
 */
export function getDefaultPairId(
  tick0: string,
  tick1: string,
  random: () => number,
): string {
  const suffix = Math.floor(random() * 36 ** 6)
    .toString(36)
    .padStart(6, '0')
  const short = (tick: string) =>
    isWdogeTick(tick) ? 'WDOGE' : tick.length >= 64 ? tick.slice(0, 8) : tick
  return `${short(tick0)}-${short(tick1)}-${suffix}`.replace(
    /[^\x21-\x7e]/g,
    '_',
  )
}
