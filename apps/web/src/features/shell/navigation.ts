import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { RuntimeConfig } from '../../lib/config/runtimeConfig'

/** A menu entry: an app route, or an external link taken from the config. */
export type NavLink =
  | {
      readonly kind: 'route'
      readonly to: string
      readonly label: MessageDescriptor
      /** Hidden routes stay reachable by URL but out of the menus. */
      readonly hidden?: boolean
    }
  | {
      readonly kind: 'external'
      readonly href: (links: RuntimeConfig['links']) => string
      readonly label: MessageDescriptor
    }

export type NavGroup = {
  readonly kind: 'group'
  readonly label: MessageDescriptor
  readonly items: readonly NavLink[]
}

export type NavEntry = NavLink | NavGroup

const route = (
  to: string,
  label: MessageDescriptor,
  hidden = false,
): NavLink => ({ kind: 'route', to, label, hidden })

export const NAV_ROUTES = {
  home: route('/', msg`Home`),
  wallet: route('/wallet', msg`Wallet`),
  drc20: route('/drc20', msg`DRC-20`),
  inscribe: route('/inscribe', msg`Inscribe`),
  /** The zip upload flow, at the spec's 50,000-byte file limit. */
  inscribeFiles: route('/inscribe/50000', msg`Inscribe files`),
  nft: route('/nft', msg`NFT`),
  transfer: route('/transfer', msg`Transfer`),
  market: route('/market', msg`Market`),
  collections: route('/collections', msg`Collections`, true),
  pool: route('/pool', msg`Pool`),
  swap: route('/swap', msg`Swap`),
  wdoge: route('/wdoge', msg`WDOGE`),
  analytics: route('/analytics', msg`Analytics`),
  stake: route('/stake', msg`Stake`),
  launchpad: route('/launchpad', msg`Launchpad`),
} as const

/** The desktop menu, exactly in the spec's order and grouping. */
export const DESKTOP_MENU: readonly NavEntry[] = [
  NAV_ROUTES.home,
  NAV_ROUTES.wallet,
  {
    kind: 'external',
    href: (links) => links.launchpadPartner,
    label: msg`Launch partner`,
  },
  {
    kind: 'group',
    label: msg`DRC-20`,
    items: [
      NAV_ROUTES.drc20,
      NAV_ROUTES.inscribe,
      NAV_ROUTES.inscribeFiles,
      NAV_ROUTES.nft,
      NAV_ROUTES.transfer,
    ],
  },
  {
    kind: 'group',
    label: msg`Market`,
    items: [NAV_ROUTES.market, NAV_ROUTES.collections],
  },
  {
    kind: 'group',
    label: msg`Swap`,
    items: [NAV_ROUTES.pool, NAV_ROUTES.swap],
  },
  NAV_ROUTES.wdoge,
  NAV_ROUTES.analytics,
  NAV_ROUTES.stake,
  NAV_ROUTES.launchpad,
  {
    kind: 'external',
    href: (links) => links.developers,
    label: msg`Developers`,
  },
]

/**
 * The mobile menu is built from the route list: every route entry, groups
 * flattened, hidden routes left out.
 */
export function getMobileMenu(
  entries: readonly NavEntry[] = DESKTOP_MENU,
): NavLink[] {
  return entries
    .flatMap((entry) => (entry.kind === 'group' ? entry.items : [entry]))
    .filter((link) => !(link.kind === 'route' && link.hidden))
}
