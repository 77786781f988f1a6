import type { RuntimeConfig } from '../lib/config/runtimeConfig'

export const TEST_CONFIG: RuntimeConfig = {
  network: 'devnet',
  api: { baseUrl: 'http://127.0.0.1:1', version: 'v4' },
  devnetAdminUrl: 'http://127.0.0.1:1/devnet',
  services: {
    utxoBaseUrl: 'http://127.0.0.1:1/utxo',
    dogePrice: { url: 'http://127.0.0.1:1/price' },
    fees: [{ kind: 'perKb', url: 'http://127.0.0.1:1/fee/gas' }],
  },
  explorer: {
    tx: 'https://explorer.test/tx/{hash}',
    block: 'https://explorer.test/block/{hash}',
    address: 'https://explorer.test/address/{address}',
  },
  blockIntervalMs: 60_000,
  contentOrigin: 'http://127.0.0.1:2',
  logoOrigins: ['http://127.0.0.1:2'],
  ogRoutes: [],
  links: {
    launchpadPartner: 'https://partner.test',
    developers: 'https://developers.test',
    twitter: 'https://x.test',
    telegram: 'https://t.test',
    discord: 'https://discord.test',
    github: 'https://github.test',
    walletStore: 'https://store.test/wallet',
  },
}
