import { createStore } from 'jotai'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app/App'
import { installDevnetWallet } from './app/installDevnetWallet'
import { applyStorageVersion } from './app/storageVersion'
import { createAppContext } from './app/store'
import { installWindowErrorHandlers } from './app/windowErrors'
import { renderStartupError } from './features/shell/renderStartupError'
import { setStorageResetAtom } from './features/shell/storageResetAtoms'
import { startLanguageAtom } from './i18n/languageAtoms'
import { loadRuntimeConfig } from './lib/config/runtimeConfig'

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root element')

installWindowErrorHandlers()
const store = createStore()
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
  const context = createAppContext(config.value, { store })
  await installDevnetWallet(config.value)
  store.set(setStorageResetAtom, storageOutcome === 'reset')
  createRoot(root).render(
    <StrictMode>
      <App context={context} />
    </StrictMode>,
  )
  // After the first paint, in the wallet/api chunk: the OG list (docs/product.md §7).
  void import('./features/og/startOgList').then(({ startOgList }) =>
    startOgList(context),
  )
}
