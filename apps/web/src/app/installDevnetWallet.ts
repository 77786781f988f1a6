import type { RuntimeConfig } from '../lib/config/runtimeConfig'

/**
 * On the devnet, installs the simulated wallet; the wallet client waits for
 * it before it looks for a provider (app/store.ts), the first render does
 * not. The module is fetched only on devnet, and a deploy build
 * (`vite build --mode deploy`, `VITE_DEVNET=off`) leaves it out entirely.
 */
export async function installDevnetWallet(
  config: RuntimeConfig,
): Promise<void> {
  if (import.meta.env.VITE_DEVNET === 'off' || config.network !== 'devnet')
    return
  try {
    const { installSimulatedWallet } = await import(
      '@drc20/devnet/simulated-wallet'
    )
    installSimulatedWallet({ apiBase: config.api.baseUrl })
  } catch (error) {
    // The app still works; the wallet button shows "not installed".
    console.error('Could not load the simulated wallet', error)
  }
}
