import { isWdogeTick } from './wdogeTick.js'

/** Options of {@link getTickDisplayName}. */
export type GetTickDisplayNameOptions = {
  /** The leg is paid or received as native DOGE (`doge: 1`, wrap screens). */
  readonly doge?: boolean
}

/**
 * The name to show for a tick: `WDOGE(WRAPPED-DOGE)` shows as `WDOGE`, or as
 * `DOGE` when the leg uses native DOGE; any other tick is shown as given.
 *
 * @example getTickDisplayName('WDOGE(WRAPPED-DOGE)') // 'WDOGE'
 * @example getTickDisplayName('WDOGE(WRAPPED-DOGE)', { doge: true }) // 'DOGE'
 */
export function getTickDisplayName(
  tick: string,
  { doge = false }: GetTickDisplayNameOptions = {},
): string {
  if (isWdogeTick(tick)) return doge ? 'DOGE' : 'WDOGE'
  return tick
}
