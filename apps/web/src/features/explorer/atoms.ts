import { atom } from 'jotai'
import type { TokenListProgress } from '../../lib/query/tokenListQueries'

/** The token-list load under way (`undefined` when none). */
export const tokenListProgressAtom = atom<TokenListProgress | undefined>(
  undefined,
)

/**
 * When this app last started a token-list refresh (epoch ms): core's
 * throttle allows one a minute. Kept in memory only, so a reload after a
 * failed first load tries again at once.
 */
export const tokenListRefreshStartedAtom = atom<number | undefined>(undefined)
