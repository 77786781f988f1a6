import {
  type ApiClient,
  type ApiClientConfig,
  createApiClient,
} from '@drc20/api'
import type { RuntimeConfig } from '../../../config/runtimeConfig'
import { TEST_CONFIG } from '../../../test/testConfig'
import { setApiClient } from '../apiService'
import { getApiClientConfig } from '../getApiClientConfig'

/** A runtime config whose provider API and side services are `baseUrl`. */
export function getTestRuntimeConfig(baseUrl: string): RuntimeConfig {
  return {
    ...TEST_CONFIG,
    api: { baseUrl, version: 'v4' },
    services: {
      utxoBaseUrl: `${baseUrl}/utxo`,
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
 * Installs the page's api client over a local test server. Retry pauses
 * are skipped (`sleep` resolves at once) so five failures take no time.
 */
export function installTestApiClient(
  baseUrl: string,
  overrides: Partial<ApiClientConfig> = {},
): ApiClient {
  const client = createApiClient(
    getApiClientConfig(getTestRuntimeConfig(baseUrl), {
      sleep: () => Promise.resolve(),
      ...overrides,
    }),
  )
  setApiClient(client)
  return client
}
