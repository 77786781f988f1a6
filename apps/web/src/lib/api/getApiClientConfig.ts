import type { ApiClientConfig } from '@drc20/api'
import type { RuntimeConfig } from '../config/runtimeConfig'

/** The api client's configuration from the runtime config. */
export function getApiClientConfig(
  config: RuntimeConfig,
  overrides: Partial<ApiClientConfig> = {},
): ApiClientConfig {
  const { utxoBaseUrl, uploadBaseUrl, dogePrice, dogePriceProxy, fees } =
    config.services
  return {
    baseUrl: config.api.baseUrl,
    version: config.api.version,
    ...(config.api.timeoutMs === undefined
      ? {}
      : { timeoutMs: config.api.timeoutMs }),
    services: {
      utxoBaseUrl,
      dogePrice,
      ...(dogePriceProxy === undefined ? {} : { dogePriceProxy }),
      fees,
      ...(uploadBaseUrl === undefined ? {} : { uploadBaseUrl }),
    },
    ...overrides,
  }
}
