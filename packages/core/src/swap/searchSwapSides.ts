import { getHeldAmount, type HeldBalances } from '../balances/getHeldAmount.js'
import { getTickDisplayName } from '../identifiers/getTickDisplayName.js'
import type { SwapSide } from './swapSide.js'

/**
 * The key a side is stored and compared under in token lists (favourites,
 * recents): `DOGE` for native DOGE, else the tick.
 */
export function getSwapSideKey(side: SwapSide): string {
  return side.doge === true ? 'DOGE' : side.tick
}

/** The name a side is shown under: `DOGE`, `WDOGE` or the tick. */
export function getSwapSideName(side: SwapSide): string {
  return getTickDisplayName(side.tick, { doge: side.doge === true })
}

export type SearchSwapSidesParameters = {
  readonly sides: readonly SwapSide[]
  /** The search box; blank lists every side. */
  readonly query: string
  /** Favourite side keys ({@link getSwapSideKey}). */
  readonly favourites: readonly string[]
  readonly balances: HeldBalances
}

/**
 * A token picker's list: the sides whose name or tick contains the query
 * (case-insensitive), favourites first, then the ones held, then by name.
 */
export function searchSwapSides({
  sides,
  query,
  favourites,
  balances,
}: SearchSwapSidesParameters): SwapSide[] {
  const needle = query.trim().toLowerCase()
  const matches = sides.filter(
    (side) =>
      needle === '' ||
      getSwapSideName(side).toLowerCase().includes(needle) ||
      side.tick.toLowerCase().includes(needle),
  )
  const rank = (side: SwapSide) =>
    favourites.includes(getSwapSideKey(side)) ? 0 : 1
  const held = (side: SwapSide) => {
    const amount = getHeldAmount(balances, side)
    return amount !== undefined && amount > 0n ? 0 : 1
  }
  return [...matches].sort(
    (a, b) =>
      rank(a) - rank(b) ||
      held(a) - held(b) ||
      getSwapSideName(a).localeCompare(getSwapSideName(b)),
  )
}
