import type { RuntimeConfig } from '../lib/config/runtimeConfig'
import { whenIdle } from '../lib/deferredImport'

/**
 * On the devnet, installs the simulated wallet; the wallet client waits for
 * it before it looks for a provider (app/store.ts), the first render does
 * not. The module is fetched only on devnet, and a deploy build
 * (`vite build --mode deploy`, `VITE_DEVNET=off`) leaves it out entirely.
 * It loads once the page is idle: importing it (its modulepreloads) and
 * installing it took about 20 ms of the start-up, work a deployment never
 * does, in every page's measurement on the devnet.
 */
export async function installDevnetWallet(
  config: RuntimeConfig,
): Promise<void> {
  if (import.meta.env.VITE_DEVNET === 'off' || config.network !== 'devnet')
    return
  await new Promise<void>((resolve) => whenIdle(resolve))
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
