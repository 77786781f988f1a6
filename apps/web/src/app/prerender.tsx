/**
 * The build's prerender (vite/prerender.ts runs it in Node after the
 * client build): each route without path params is rendered to HTML as the
 * browser's first render draws it, in the default language, with every
 * query still loading and every lazy part showing its fallback. The page
 * then paints before any JavaScript has run; the app replaces it on its
 * first render (main.tsx).
 *
 * Components rendered here must not touch browser globals while rendering
 * (effects are fine: they do not run here).
 */
import { DEFAULT_LANGUAGE } from '@drc20/core'
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { MantineProvider } from '@mantine/core'
import { createMemoryHistory } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { renderToStaticMarkup, renderToString } from 'react-dom/server'
import * as v from 'valibot'
import { RouteSkeleton } from '../features/shell/RouteSkeleton'
import {
  DocumentTitleCollector,
  formatDocumentTitle,
} from '../features/shell/useDocumentTitle'
import { RuntimeConfigSchema } from '../lib/config/runtimeConfig'
import { theme } from '../ui/theme'
import { App } from './App'
import { createAppRouter } from './router'
import { createAppContext } from './store'

export type PrerenderedPage = {
  /** The markup of `#root`. */
  readonly html: string
  readonly title: string
  /** The route ids the page matched, root first (their chunks preload). */
  readonly routeIds: readonly string[]
}

/** The language every shell is written in. */
export const SHELL_LANGUAGE = DEFAULT_LANGUAGE

async function activateShellLanguage() {
  const { messages } = await import('../locales/en-US/messages.po')
  i18n.loadAndActivate({ locale: SHELL_LANGUAGE, messages })
}

/**
 * The page as the browser's first render draws it: synchronously, so every
 * lazy part not loaded yet (all but the route's own component, which
 * `router.load()` loaded) shows its Suspense fallback. The build imports
 * this module afresh for each page, so no lazy part is loaded from an
 * earlier page. Only markup is kept: scripts (the router's scroll
 * restoration), and the markers and templates React leaves for hydration,
 * are dropped, as nothing hydrates it: the app replaces it.
 */
function renderFirstPaint(element: ReactNode): string {
  return (
    renderToString(element)
      .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
      .replace(/<template\b[^>]*>[\s\S]*?<\/template>/g, '')
      .replace(/<!--\/?\$[!?]?-->/g, '')
      // The page is inert (out of the accessibility tree) until the app has
      // replaced it: no control in it is named, so nothing (a person's
      // assistive technology, a browser test) takes it for a live one.
      .replace(
        /\s(?:aria-label|aria-labelledby|aria-describedby|for|placeholder|title)="[^"]*"/g,
        '',
      )
  )
}

/** Renders `url` with the app's config (the shipped `config.json`). */
export async function prerenderPage(
  url: string,
  configJson: unknown,
): Promise<PrerenderedPage> {
  const config = v.parse(RuntimeConfigSchema, configJson)
  await activateShellLanguage()
  let href = url
  // The router redirects to its canonical URL (validated search params
  // written out); the page rendered there is the same page.
  for (let redirects = 0; ; redirects += 1) {
    const context = createAppContext(config)
    const router = createAppRouter(
      context,
      createMemoryHistory({ initialEntries: [href] }),
    )
    await router.load()
    const result = router._serverResult
    if (result?.type === 'redirect' && redirects < 3) {
      href = result.redirect.options.href ?? href
      continue
    }
    const routeIds = router.state.matches.map((match) => match.routeId)
    if (routeIds.length === 0) throw new Error(`${url} matched no route`)
    let title = formatDocumentTitle(undefined)
    const html = renderFirstPaint(
      <DocumentTitleCollector
        value={(collected) => {
          title = collected
        }}
      >
        <App context={context} router={router} />
      </DocumentTitleCollector>,
    )
    return { html, title, routeIds }
  }
}

/**
 * The shell of routes with path params (`/swap/$tick0/$tick1`), which cannot
 * be rendered ahead for every value: the layout of `/` with the route
 * skeleton as its page.
 */
export async function prerenderGenericShell(
  configJson: unknown,
): Promise<PrerenderedPage> {
  const home = await prerenderPage('/', configJson)
  const open = home.html.indexOf('>', home.html.indexOf('<main'))
  const close = home.html.lastIndexOf('</main>')
  if (open < 0 || close < 0) throw new Error('the layout has no <main>')
  const skeleton = renderToStaticMarkup(
    <I18nProvider i18n={i18n}>
      <MantineProvider theme={theme} withCssVariables={false}>
        <RouteSkeleton />
      </MantineProvider>
    </I18nProvider>,
  )
  return {
    html: home.html.slice(0, open + 1) + skeleton + home.html.slice(close),
    title: formatDocumentTitle(undefined),
    routeIds: ['__root__'],
  }
}

/** The paths of every route without path params, as the browser asks. */
export function prerenderPaths(configJson: unknown): string[] {
  const config = v.parse(RuntimeConfigSchema, configJson)
  const router = createAppRouter(
    createAppContext(config),
    createMemoryHistory({ initialEntries: ['/'] }),
  )
  const paths = Object.values(router.routesById)
    .map((route) => route.fullPath as string)
    .filter((path) => !path.includes('$'))
    .map((path) => (path.length > 1 ? path.replace(/\/$/, '') : path))
  return [...new Set(paths)].sort()
}
