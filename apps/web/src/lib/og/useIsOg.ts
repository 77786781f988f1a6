import { useQuery } from '@tanstack/react-query'
import { useAtomValue } from 'jotai'
import { ogListQueryOptions, ogStatusQueryOptions } from '../query/ogQueries'
import { useServices } from '../services'
import { connectedAddressAtom } from '../wallet/walletAtoms'
import { forcedIsOgAtom } from './ogAtoms'

/**
 * Whether the connected address is an OG address (docs/product.md §6): in the OG list
 * (loaded once at start-up) or confirmed by the holders check, re-run when
 * the account changes. A failed check counts as "not OG". It gets 20% off
 * the service fee wherever fees appear.
 */
export function useIsOg(): boolean {
  const { api } = useServices()
  const forced = useAtomValue(forcedIsOgAtom)
  const address = useAtomValue(connectedAddressAtom)
  const list = useQuery(ogListQueryOptions(api))
  const status = useQuery(ogStatusQueryOptions(api, address))
  if (forced !== undefined) return forced
  if (address === undefined) return false
  if (list.data?.has(address)) return true
  return status.data === true
}
