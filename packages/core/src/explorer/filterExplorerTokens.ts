import { isUserToken } from '../identifiers/isUserToken.js'
import { getTokenMintStatus } from './getTokenMintStatus.js'

/** The token explorer's tabs (docs/product.md §2, §4). */
export const EXPLORER_TABS = [
  'all',
  'in-progress',
  'completed',
  'favorite',
] as const

export type ExplorerTab = (typeof EXPLORER_TABS)[number]

/** What the explorer needs of a token to place it in a tab. */
export type ExplorerTokenFields = {
  readonly tick: string
  readonly mintAmt: bigint
  readonly maxAmt: bigint
}

/** Whether a value names a tab. */
export function isExplorerTab(value: unknown): value is ExplorerTab {
  return (EXPLORER_TABS as readonly unknown[]).includes(value)
}

/**
 * The tokens the explorer lists: user-deployed DRC-20 tokens only
 * (`isUserToken`: no LP or wrapped ticks, and ticks shorter than 11 bytes,
 * docs/product.md §9), each tick once (the first row wins), in the given
 * order.
 */
export function getExplorerTokens<T extends ExplorerTokenFields>(
  tokens: readonly T[],
): readonly T[] {
  const seen = new Set<string>()
  const out: T[] = []
  for (const token of tokens) {
    if (seen.has(token.tick) || !isUserToken(token.tick)) continue
    seen.add(token.tick)
    out.push(token)
  }
  return out
}

/** Whether a token belongs in a tab; `favourites` holds favourite ticks. */
export function isInExplorerTab(
  token: ExplorerTokenFields,
  tab: ExplorerTab,
  favourites: ReadonlySet<string>,
): boolean {
  switch (tab) {
    case 'all':
      return true
    case 'completed':
      return getTokenMintStatus(token) === 'completed'
    case 'in-progress':
      // Mint still open, including tokens nothing was minted of yet.
      return getTokenMintStatus(token) !== 'completed'
    case 'favorite':
      return favourites.has(token.tick)
  }
}

/** The tokens of a tab, in the given order. */
export function filterExplorerTab<T extends ExplorerTokenFields>(
  tokens: readonly T[],
  tab: ExplorerTab,
  favourites: ReadonlySet<string>,
): readonly T[] {
  if (tab === 'all') return tokens
  return tokens.filter((token) => isInExplorerTab(token, tab, favourites))
}

/** How many tokens each tab holds (one pass). */
export function countExplorerTabs(
  tokens: readonly ExplorerTokenFields[],
  favourites: ReadonlySet<string>,
): Readonly<Record<ExplorerTab, number>> {
  let completed = 0
  let favorite = 0
  for (const token of tokens) {
    if (getTokenMintStatus(token) === 'completed') completed++
    if (favourites.has(token.tick)) favorite++
  }
  return {
    all: tokens.length,
    'in-progress': tokens.length - completed,
    completed,
    favorite,
  }
}
