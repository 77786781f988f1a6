import { createWalletClient, type WalletClient } from '@drc20/wallet'
import type { RuntimeConfig } from '../config/runtimeConfig'

/** Long-lived clients, created once at start-up from the runtime config. */
export type Services = {
  readonly config: RuntimeConfig
  readonly wallet: WalletClient
}

let current: Services | undefined

export function initServices(
  config: RuntimeConfig,
  overrides: Partial<Omit<Services, 'config'>> = {},
): Services {
  current?.wallet.dispose()
  current = {
    config,
    wallet: overrides.wallet ?? createWalletClient(),
  }
  return current
}

export function getServices(): Services {
  if (!current) throw new Error('services used before initServices()')
  return current
}
