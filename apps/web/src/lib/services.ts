import type { ApiClient } from '@drc20/api'
import type { WalletClient } from '@drc20/wallet'
import type { QueryClient } from '@tanstack/react-query'
import { atom, useAtomValue } from 'jotai'
import type { RuntimeConfig } from './config/runtimeConfig'

/**
 * What the app talks to, created once per app by `createAppContext`
 * (app/store.ts) and handed to features through `servicesAtom` and the
 * router context. The api and wallet clients live in chunks of their own:
 * the first call loads and creates them, later calls get the same one.
 */
export type AppServices = {
  readonly config: RuntimeConfig
  /** The provider API client (a failed chunk load is retried next call). */
  readonly api: () => Promise<ApiClient>
  /** The wallet client (one per app; its provider is detected on first use). */
  readonly wallet: () => Promise<WalletClient>
  /** The one server-state cache. */
  readonly queryClient: QueryClient
}

const servicesBaseAtom = atom<AppServices | undefined>(undefined)

/** The app's services; set once by `createAppContext` before rendering. */
export const servicesAtom = atom(
  (get) => {
    const services = get(servicesBaseAtom)
    if (!services) throw new Error('services read before the app was created')
    return services
  },
  (_get, set, services: AppServices) => set(servicesBaseAtom, services),
)

/** The runtime configuration (`config.json`). */
export const runtimeConfigAtom = atom((get) => get(servicesAtom).config)

/** The app's services, in a component. */
export function useServices(): AppServices {
  return useAtomValue(servicesAtom)
}
