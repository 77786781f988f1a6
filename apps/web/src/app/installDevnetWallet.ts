import type { RuntimeConfig } from '../lib/config/runtimeConfig'

/**
 * On the devnet, installs the simulated wallet before the wallet client
 * looks for a provider. The module is fetched only on devnet, and a build
 * with `VITE_DEVNET=off` (mainnet deployments) leaves it out entirely.
 */
export async function installDevnetWallet(
  config: RuntimeConfig,
): Promise<void> {
  if (import.meta.env.VITE_DEVNET === 'off' || config.network !== 'devnet')
    return
  const { installSimulatedWallet } = await import(
    '@drc20/devnet/simulated-wallet'
  )
  installSimulatedWallet({ apiBase: config.api.baseUrl })
}
