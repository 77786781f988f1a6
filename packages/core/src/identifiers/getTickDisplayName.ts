import { getImpersonatedNative } from './getTickWarnings.js'
import { revealTick } from './tickCharacters.js'
import { isWdogeTick } from './wdogeTick.js'

/** Options of {@link getTickDisplayName}. */
export type GetTickDisplayNameOptions = {
  /** The leg is paid or received as native DOGE (`doge: 1`, wrap screens). */
  readonly doge?: boolean
}

/**
 * The name to show for a tick: `WDOGE(WRAPPED-DOGE)` shows as `WDOGE`, or as
 * `DOGE` when the leg uses native DOGE. Only wrapped DOGE may read as WDOGE
 * or DOGE: any other tick is shown as it is on the wire with its hidden and
 * non-ASCII characters revealed (`revealTick`), and one that reads as
 * WDOGE or DOGE (`getImpersonatedNative`) carries a ` (DRC-20)` suffix.
 *
 * @example getTickDisplayName('WDOGE(WRAPPED-DOGE)') // 'WDOGE'
 * @example getTickDisplayName('WDOGE(WRAPPED-DOGE)', { doge: true }) // 'DOGE'
 * @example getTickDisplayName('WDOGE') // 'WDOGE (DRC-20)'
 * @example getTickDisplayName('W\u200bDOGE') // 'W<U+200B>DOGE (DRC-20)'
 */
export function getTickDisplayName(
  tick: string,
  { doge = false }: GetTickDisplayNameOptions = {},
): string {
  if (isWdogeTick(tick)) return doge ? 'DOGE' : 'WDOGE'
  const shown = revealTick(tick)
  return getImpersonatedNative(tick) === undefined ? shown : `${shown} (DRC-20)`
}
