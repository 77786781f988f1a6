import type { ApiClient } from '@drc20/api'
import type { WalletClient } from '@drc20/wallet'
import { QueryClient } from '@tanstack/react-query'
import { createStore } from 'jotai'
import { getApiClientConfig } from '../lib/api/getApiClientConfig'
import { createSlicedFetch } from '../lib/api/slicedFetch'
import type { RuntimeConfig } from '../lib/config/runtimeConfig'
import { type AppServices, servicesAtom } from '../lib/services'
import { applyStoredDisconnect } from '../lib/wallet/storedDisconnect'

/** The jotai store: client state, and the services through `servicesAtom`. */
export type AppStore = ReturnType<typeof createStore>

/** Everything one running app shares: its store and its services. */
export type AppContext = {
  readonly store: AppStore
  readonly services: AppServices
}

export type CreateAppContextOptions = {
  /** A store that already holds start-up state (the language). */
  readonly store?: AppStore
  /** Replaces the api client (tests: a client over a local server). */
  readonly api?: ApiClient
  /** Replaces the wallet client (tests: one over an in-memory provider). */
  readonly wallet?: WalletClient
  readonly queryClient?: QueryClient
  /**
   * Settles once an injected provider can be looked for (the devnet's
   * simulated wallet installed); the wallet client is created after it.
   */
  readonly walletReady?: Promise<void>
}

/** Server state is fresh for 10 s; one retry; no refetch on focus. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 10_000, retry: 1, refetchOnWindowFocus: false },
    },
  })
}

/**
 * Memoises a loader; a rejected load is forgotten so the next call tries
 * again (a chunk that failed to download).
 */
function once<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined
  return () => {
    if (pending === undefined) {
      const started = load()
      pending = started
      started.catch(() => {
        if (pending === started) pending = undefined
      })
    }
    return pending
  }
}

/**
 * The composition root: the config, the api client, the wallet client and
 * the QueryClient, each created once here and passed on through
 * `servicesAtom` (features) and the router context (routes). The clients
 * are imported on first use, so their code stays out of the first paint.
 */
export function createAppContext(
  config: RuntimeConfig,
  options: CreateAppContextOptions = {},
): AppContext {
  const store = options.store ?? createStore()
  const { api, wallet } = options
  const services: AppServices = {
    config,
    api:
      api === undefined
        ? once(() =>
            import('@drc20/api').then(({ createApiClient }) =>
              createApiClient(
                getApiClientConfig(config, {
                  fetch: createSlicedFetch((url, init) => fetch(url, init)),
                }),
              ),
            ),
          )
        : () => Promise.resolve(api),
    wallet:
      wallet === undefined
        ? once(async () => {
            const [{ createWalletClient }] = await Promise.all([
              import('@drc20/wallet'),
              options.walletReady,
            ])
            return applyStoredDisconnect(createWalletClient())
          })
        : () => Promise.resolve(wallet),
    queryClient: options.queryClient ?? createQueryClient(),
  }
  store.set(servicesAtom, services)
  return { store, services }
}
