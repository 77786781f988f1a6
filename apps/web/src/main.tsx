import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App, store } from './app/App'
import { installDevnetWallet } from './app/installDevnetWallet'
import { setServicesConfig } from './app/services'
import { applyStorageVersion } from './app/storageVersion'
import { installWindowErrorHandlers } from './app/windowErrors'
import { loadRuntimeConfig } from './config/runtimeConfig'
import { setRuntimeConfigAtom } from './features/config/atoms'
import { startLanguageAtom } from './features/i18n/atoms'
import { renderStartupError } from './features/shell/renderStartupError'
import { setStorageResetAtom } from './features/shell/storageResetAtoms'

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root element')

installWindowErrorHandlers()
const storageOutcome = applyStorageVersion(globalThis.localStorage)
// The catalog and the runtime config load side by side; both are needed
// before anything renders (the startup error is translated too).
const [, config] = await Promise.all([
  store.set(startLanguageAtom),
  loadRuntimeConfig(),
])
if (config.isErr()) {
  renderStartupError(root, config.error)
} else {
  store.set(setRuntimeConfigAtom, config.value)
  setServicesConfig(config.value)
  await installDevnetWallet(config.value)
  store.set(setStorageResetAtom, storageOutcome === 'reset')
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  )
  // After the first paint, in the wallet/api chunk: the OG list (spec §7).
  void import('./features/og/startOgList').then(({ startOgList }) =>
    startOgList(store),
  )
}
