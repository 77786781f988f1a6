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
import { POOL_OPS } from '../lib/routeParams'
import { ParamShellContext } from '../ui/ParamShell'
import { theme } from '../ui/theme'
import { App } from './App'
import { routeParamNames, SHELL_PARAM_SAMPLES, samplePath } from './paramShells'
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

/**
 * Renders `url` with the app's config (the shipped `config.json`); as a
 * param shell's page (ui/ParamShell.tsx) when `paramShell` is set.
 */
export async function prerenderPage(
  url: string,
  configJson: unknown,
  { paramShell = false }: { readonly paramShell?: boolean } = {},
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
      <ParamShellContext value={paramShell}>
        <DocumentTitleCollector
          value={(collected) => {
            title = collected
          }}
        >
          <App context={context} router={router} />
        </DocumentTitleCollector>
      </ParamShellContext>,
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

/**
 * Params with a few values only, written out as a path of each:
 * `/pool/$op/$tick0` is drawn as `/pool/add/$tick0`, `/pool/create/$tick0`
 * and `/pool/remove/$tick0` (each page's title is its own).
 */
const ENUM_PARAMS: Readonly<Record<string, readonly string[]>> = {
  op: POOL_OPS,
}

/** `path` with each of its {@link ENUM_PARAMS} written as each value. */
function expandEnumParams(path: string): string[] {
  let paths = ['']
  for (const segment of path.split('/').slice(1)) {
    const values = ENUM_PARAMS[segment.slice(1)]
    const options =
      segment.startsWith('$') && values !== undefined ? values : [segment]
    paths = paths.flatMap((head) => options.map((o) => `${head}/${o}`))
  }
  return paths
}

/** Whether `route` is `routeId` with its enum params written out. */
const isRouteOf = (route: string, routeId: string) =>
  expandEnumParams(routeId).includes(route)

/**
 * Every route's path (`/market/$tick`), without a trailing slash, with
 * its {@link ENUM_PARAMS} written out.
 */
function routePaths(configJson: unknown): string[] {
  const config = v.parse(RuntimeConfigSchema, configJson)
  const router = createAppRouter(
    createAppContext(config),
    createMemoryHistory({ initialEntries: ['/'] }),
  )
  const paths = Object.values(router.routesById)
    .map((route) => route.fullPath as string)
    .map((path) => (path.length > 1 ? path.replace(/\/$/, '') : path))
    .flatMap(expandEnumParams)
  return [...new Set(paths)].sort()
}

/** The paths of every route without path params, as the browser asks. */
export function prerenderPaths(configJson: unknown): string[] {
  return routePaths(configJson).filter((path) => !path.includes('$'))
}

/**
 * The routes with path params that get a shell of their own: those whose
 * params all have samples (app/paramShells.ts), such as `/market/$tick`.
 */
export function paramShellRoutes(configJson: unknown): string[] {
  return routePaths(configJson).filter(
    (path) =>
      path.includes('$') &&
      routeParamNames(path).every((name) => name in SHELL_PARAM_SAMPLES),
  )
}

/** Matches each sample of set `set`. */
const samplesOf = (set: 0 | 1) =>
  new RegExp(
    Object.values(SHELL_PARAM_SAMPLES)
      .map((pair) => pair[set])
      .join('|'),
    'g',
  )

/** `html` with each sample of set `from` written as its sample of set `to`. */
function swapSamples(html: string, from: 0 | 1, to: 0 | 1): string {
  const other = new Map(
    Object.values(SHELL_PARAM_SAMPLES).map((pair) => [pair[from], pair[to]]),
  )
  return html.replace(samplesOf(from), (sample) => other.get(sample) ?? sample)
}

/**
 * `route`'s page (`/market/$tick`) drawn with the samples of set `set`
 * (app/paramShells.ts), as a param shell. {@link paramShellPage} makes the
 * shell from both sets' pages, each drawn by a fresh import of this module
 * (as every page is: no lazy part one loaded is loaded for the other).
 */
export async function prerenderParamShellSample(
  route: string,
  set: 0 | 1,
  configJson: unknown,
): Promise<PrerenderedPage> {
  const path = samplePath(route, set)
  if (path === undefined)
    throw new Error(`${route} has a param without samples`)
  const page = await prerenderPage(path, configJson, { paramShell: true })
  const routeId = page.routeIds.at(-1)?.replace(/\/$/, '')
  if (routeId === undefined || !isRouteOf(route, routeId))
    throw new Error(`${path} was drawn by ${routeId}, not by ${route}`)
  return page
}

/**
 * The shell of `route`: its page drawn with the first samples, which the
 * start-up script replaces (app/paramShells.ts). Throws when the page draws
 * a param other than as text: drawn with the second samples, it must be
 * the same page with the samples swapped. A sample is dropped from every
 * attribute but a link's `href`, which the start-up script rewrites.
 */
export function paramShellPage(
  route: string,
  first: PrerenderedPage,
  second: PrerenderedPage,
): PrerenderedPage {
  if (swapSamples(first.html, 0, 1) !== second.html)
    throw new Error(
      `${route} draws a path param other than as text: a part drawn from it draws neutral in a param shell (ui/ParamShell.tsx)`,
    )
  if (swapSamples(second.html, 1, 0) !== first.html)
    throw new Error(`${route}'s page holds a param's sample as its own text`)
  const samples = samplesOf(0)
  const html = first.html.replace(/<[^>]*>/g, (tag) =>
    tag.replace(
      /\s([\w:-]+)="([^"]*)"/g,
      (attribute, name: string, value: string) =>
        name === 'href'
          ? attribute
          : ` ${name}="${value.replace(samples, '')}"`,
    ),
  )
  return {
    html,
    title: formatDocumentTitle(undefined),
    routeIds: first.routeIds,
  }
}
