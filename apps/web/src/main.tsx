import { notifyManager, timeoutManager } from '@tanstack/react-query'
import { createStore } from 'jotai'
import { StrictMode, startTransition } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app/App'
import { installDevnetWallet } from './app/installDevnetWallet'
import { evaluateRouteChunks } from './app/routeChunks'
import { createAppRouter } from './app/router'
import { applyStorageVersion } from './app/storageVersion'
import { createAppContext } from './app/store'
import { installWindowErrorHandlers } from './app/windowErrors'
import { renderStartupError } from './features/shell/renderStartupError'
import { setStorageResetAtom } from './features/shell/storageResetAtoms'
import { startLanguageAtom } from './i18n/languageAtoms'
import { loadRuntimeConfig } from './lib/config/runtimeConfig'
import { whenIdle } from './lib/deferredImport'
import {
  createCoalescingTimeouts,
  createNotifyScheduler,
} from './lib/query/coalescingTimeouts'
import { yieldToMain } from './lib/yieldToMain'

/**
 * The start-up, run from a later task rather than from this module's top
 * level: the module's code is then not on the stack of what the start-up
 * does. Under DevTools (and so in Lighthouse) each traced call (a fetch, a
 * timer, a DOM change) records the stack with source positions, and V8
 * re-parses every function on it to find them: this chunk's whole top level
 * (about 25 ms here). No top-level await either: Rolldown turns off its
 * chunk merging for a build that has one.
 */
async function start(): Promise<void> {
  const root = document.getElementById('root')
  if (!root) throw new Error('index.html has no #root element')

  installWindowErrorHandlers()
  // Before the QueryClient and its first query (TanStack Query's rule).
  timeoutManager.setTimeoutProvider(createCoalescingTimeouts())
  notifyManager.setScheduler(createNotifyScheduler())
  const store = createStore()
  const storageOutcome = applyStorageVersion(globalThis.localStorage)
  // The page's HTML is already painted (the build's prerender). The catalog
  // and config.json, preloaded with this code once the page had painted
  // (app/appCode.ts), are both needed before the first render.
  const [, config] = await Promise.all([
    store.set(startLanguageAtom),
    loadRuntimeConfig(),
  ])
  if (config.isErr()) {
    renderStartupError(root, config.error)
  } else {
    const context = createAppContext(config.value, {
      store,
      // Not awaited: only the wallet client waits for it.
      walletReady: installDevnetWallet(config.value),
    })
    store.set(setStorageResetAtom, storageOutcome === 'reset')
    // Each start-up step in a task of its own: together they made one long
    // task (the router alone builds its route tree in 15–25 ms here).
    await yieldToMain()
    const router = createAppRouter(context)
    await yieldToMain()
    // The route's chunks one per task, rather than in the router's one.
    await evaluateRouteChunks(document)
    // The page's code (preloaded by its HTML) before the first render, so that
    // the render replaces the prerendered page with the same page.
    await router.load()
    // A transition: React renders in slices and keeps the page responsive.
    startTransition(() => {
      createRoot(root).render(
        <StrictMode>
          <App context={context} router={router} />
        </StrictMode>,
      )
    })
    // Once the page is idle after its first render, in the wallet/api chunk:
    // the OG list (docs/product.md §7).
    whenIdle(() => {
      void import('./features/og/startOgList').then(({ startOgList }) =>
        startOgList(context),
      )
    })
  }
}

// In a task of its own: this chunk's evaluation (its imports' top levels)
// is one already.
void yieldToMain().then(start)
