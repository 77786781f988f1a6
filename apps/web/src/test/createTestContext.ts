import {
  type ApiClient,
  type ApiClientConfig,
  createApiClient,
} from '@drc20/api'
import { createWalletClient, type WalletClient } from '@drc20/wallet'
import {
  type CreateTestProviderParameters,
  createTestProvider,
} from '@drc20/wallet/testing'
import { type AppContext, type AppStore, createAppContext } from '../app/store'
import { getApiClientConfig } from '../lib/api/getApiClientConfig'
import type { RuntimeConfig } from '../lib/config/runtimeConfig'
import { TEST_CONFIG } from './testConfig'

/** A runtime config whose provider API and side services are `baseUrl`. */
export function getTestRuntimeConfig(baseUrl: string): RuntimeConfig {
  return {
    ...TEST_CONFIG,
    api: { baseUrl, version: 'v4' },
    services: {
      utxoBaseUrl: `${baseUrl}/utxo`,
      uploadBaseUrl: `${baseUrl}/upload/v1/`,
      dogePrice: { url: `${baseUrl}/price` },
      dogePriceProxy: { url: `${baseUrl}/price-proxy` },
      fees: [
        { kind: 'mempool', url: `${baseUrl}/fee/mempool` },
        { kind: 'chainExplorer', url: `${baseUrl}/fee/explorer` },
        { kind: 'perKb', url: `${baseUrl}/fee/gas` },
      ],
    },
  }
}

/**
 * An api client over a local test server. Retry pauses are skipped
 * (`sleep` resolves at once) so five failures take no time.
 */
export function createTestApiClient(
  baseUrl: string,
  overrides: Partial<ApiClientConfig> = {},
): ApiClient {
  return createApiClient(
    getApiClientConfig(getTestRuntimeConfig(baseUrl), {
      sleep: () => Promise.resolve(),
      ...overrides,
    }),
  )
}

export type CreateTestContextOptions = {
  /** A local server answering the provider API and the side services. */
  readonly apiBaseUrl?: string
  /** Or a ready client (overrides `apiBaseUrl`'s). */
  readonly api?: ApiClient
  readonly wallet?: WalletClient
  /** A store that already holds state (a language). */
  readonly store?: AppStore
}

/**
 * The app's composition root for a test: the test config, an api client
 * over the local server and the wallet client the test made.
 */
export function createTestContext({
  apiBaseUrl,
  api,
  wallet,
  store,
}: CreateTestContextOptions = {}): AppContext {
  const config =
    apiBaseUrl === undefined ? TEST_CONFIG : getTestRuntimeConfig(apiBaseUrl)
  return createAppContext(config, {
    api:
      api ??
      (apiBaseUrl === undefined ? undefined : createTestApiClient(apiBaseUrl)),
    wallet,
    store,
  })
}

const wallets = new Set<WalletClient>()

/**
 * A wallet client over the in-memory test provider (no latencies), with
 * the provider's controls; disposed after each test (test/setup.ts).
 */
export function createTestWallet(
  parameters: CreateTestProviderParameters = {},
) {
  const sim = createTestProvider({
    approvalLatencyMs: 0,
    readLatencyMs: 0,
    ...parameters,
  })
  const wallet = createWalletClient({ host: sim.host, detectionWindowMs: 50 })
  wallets.add(wallet)
  return { ...sim, wallet }
}

/** Disposes every wallet client `createTestWallet` made. */
export function disposeTestWallets(): void {
  for (const wallet of wallets) wallet.dispose()
  wallets.clear()
}
