import { describe, expect, it } from 'vitest'
import { TEST_CONFIG } from '../../test/testConfig'
import { getApiClientConfig } from './getApiClientConfig'

describe(getApiClientConfig, () => {
  it('default: base URL, version and side services from the config', () => {
    expect(getApiClientConfig(TEST_CONFIG)).toEqual({
      baseUrl: 'http://127.0.0.1:1',
      version: 'v4',
      services: {
        utxoBaseUrl: 'http://127.0.0.1:1/utxo',
        dogePrice: { url: 'http://127.0.0.1:1/price' },
        fees: [{ kind: 'perKb', url: 'http://127.0.0.1:1/fee/gas' }],
      },
    })
  })

  it('parameters: dogePriceProxy is the price fallback', () => {
    const proxy = { url: '/proxy', method: 'POST' } as const
    const config = getApiClientConfig({
      ...TEST_CONFIG,
      services: { ...TEST_CONFIG.services, dogePriceProxy: proxy },
    })
    expect(config.services?.dogePriceProxy).toEqual(proxy)
  })

  it('parameters: api.timeoutMs bounds each request', () => {
    const config = getApiClientConfig({
      ...TEST_CONFIG,
      api: { ...TEST_CONFIG.api, timeoutMs: 1500 },
    })
    expect(config.timeoutMs).toBe(1500)
    expect(getApiClientConfig(TEST_CONFIG)).not.toHaveProperty('timeoutMs')
  })

  it('parameters: overrides win (tests inject fetch and sleep)', () => {
    const sleep = () => Promise.resolve()
    expect(getApiClientConfig(TEST_CONFIG, { sleep }).sleep).toBe(sleep)
  })
})
