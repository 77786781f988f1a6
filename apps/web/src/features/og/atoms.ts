import type { ApiError } from '@drc20/api'
import { atom } from 'jotai'
import { unwrap } from 'jotai/utils'
import type { Result } from 'neverthrow'
import { withApi } from '../../lib/api/withApi'
import { servicesAtom } from '../../lib/services'
import { connectedAddressAtom } from '../../lib/wallet/walletAtoms'

export type OgListState =
  | { readonly status: 'idle' | 'loading' }
  | { readonly status: 'loaded'; readonly addresses: ReadonlySet<string> }
  | { readonly status: 'failed'; readonly error: ApiError }

const ogListBaseAtom = atom<OgListState>({ status: 'idle' })
const forcedIsOgAtom = atom<boolean | undefined>(undefined)

/** The OG list (`address/ogall`), loaded once at start-up. */
export const ogListStateAtom = atom((get) => get(ogListBaseAtom))

/**
 * Loads the OG list, once per store: later calls do nothing and resolve to
 * `undefined`. Resolves to the outcome so the caller can alert on failure.
 */
export const loadOgListAtom = atom(
  null,
  async (
    get,
    set,
  ): Promise<Result<readonly string[], ApiError> | undefined> => {
    if (get(ogListBaseAtom).status !== 'idle') return undefined
    set(ogListBaseAtom, { status: 'loading' })
    const result = await withApi(get(servicesAtom).api, (api) =>
      api.getOgList(),
    )
    set(
      ogListBaseAtom,
      result.match<OgListState>(
        (addresses) => ({ status: 'loaded', addresses: new Set(addresses) }),
        (error) => ({ status: 'failed', error }),
      ),
    )
    return result
  },
)

/**
 * The holders check (`drc20/holders` → `data.isOg`) for the connected
 * address, re-run when the account changes; the previous request is
 * aborted.
 */
const holderCheckAtom = atom(
  async (get, { signal }): Promise<Result<boolean, ApiError> | undefined> => {
    const address = get(connectedAddressAtom)
    if (address === undefined) return undefined
    return withApi(get(servicesAtom).api, (api) =>
      api.getOgStatus({ holderAddress: address }, { signal }),
    )
  },
)

/**
 * The holders check's outcome (`undefined` while it runs or with no
 * account); a failure counts as "not OG" but stays readable here.
 */
export const ogHolderCheckAtom = unwrap(holderCheckAtom, () => undefined)

/**
 * Whether the connected address is an OG address (spec §6): in the OG list
 * or confirmed by the holders check. It gets 20% off the service fee
 * wherever fees appear.
 */
export const isOgAtom = atom((get) => {
  const forced = get(forcedIsOgAtom)
  if (forced !== undefined) return forced
  const address = get(connectedAddressAtom)
  if (address === undefined) return false
  const list = get(ogListBaseAtom)
  if (list.status === 'loaded' && list.addresses.has(address)) return true
  return get(ogHolderCheckAtom)?.unwrapOr(false) === true
})

/**
 * Forces `isOgAtom` (tests, previews); `undefined` returns to the list and
 * holders check.
 */
export const setIsOgAtom = atom(
  null,
  (_get, set, isOg: boolean | undefined) => {
    set(forcedIsOgAtom, isOg)
  },
)
