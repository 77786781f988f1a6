/**
 * The start-up script: a classic script file (never inline: the
 * Content-Security-Policy allows none) that every page's `<head>` loads
 * before its styles, so it runs before the first paint of the prerendered
 * shell. It sets the colour scheme Mantine's styles key on and the
 * document's language, and once the page has painted, starts loading the
 * app's code with that language's catalog (app/appCode.ts). The build
 * (vite/prerender.ts) bundles it with the catalogs' file names and the
 * shell's language.
 */
import { initialLanguage } from '../i18n/initialLanguage'
import { paintFirstScreen } from '../lib/firstScreen/firstScreen'
import { startEarlyCacheReads } from '../lib/storage/earlyCacheReads'
import { THEME_STORAGE_KEY } from '../lib/storage/storageKeys'
import { whenParsed } from '../lib/whenParsed'
import { loadAppCodeAfterPaint } from './appCode'
import { keyHistoryEntry } from './historyKey'
import {
  fillShellParams,
  readShellParams,
  SHELL_FILLING_ATTRIBUTE,
} from './paramShells'
import { SHELL_ROUTE_META_NAME } from './shellRouteMeta'

declare const __BOOT__: {
  /** Each language's compiled catalog, as a URL. */
  readonly catalogs: Readonly<Record<string, string>>
  /** The language the prerendered shells are written in. */
  readonly shellLanguage: string
}

/** The scheme Mantine's `localStorageColorSchemeManager` would pick. */
function colorScheme(): 'light' | 'dark' {
  let stored: string | null = null
  try {
    stored = localStorage.getItem(THEME_STORAGE_KEY)
  } catch {
    // storage disabled: follow the system
  }
  if (stored === 'light' || stored === 'dark') return stored
  return matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light'
}

// While the page is still small (app/historyKey.ts).
keyHistoryEntry(history)
const root = document.documentElement
root.setAttribute('data-mantine-color-scheme', colorScheme())
const language = initialLanguage()
root.lang = language
// The shell's text is in another language: it stays hidden until the app
// has rendered in this one (app/App.tsx), rather than flash the wrong one.
if (language !== __BOOT__.shellLanguage)
  root.setAttribute('data-shell-stale', '')
// A route's shell (`/market/$tick`, app/paramShells.ts): the URL's ticks
// are written over the samples before the page paints; a path the route
// refuses (its page is not found) hides the shell like another language.
const shellRoute = document
  .querySelector(`meta[name="${SHELL_ROUTE_META_NAME}"]`)
  ?.getAttribute('content')
if (shellRoute) {
  const values = readShellParams(shellRoute, location.pathname)
  if (values === undefined) root.setAttribute('data-shell-stale', '')
  else {
    // Chromium may paint a large page before it is wholly parsed: the
    // shell stays hidden until its samples are replaced (app/shell.css),
    // or a frame could show them (`/inscribe/400` painted its sample size
    // first, then counted the app's copy of the text as its largest paint).
    root.setAttribute(SHELL_FILLING_ATTRIBUTE, '')
    whenParsed(document, () => {
      try {
        const page = document.getElementById('root')
        if (page) fillShellParams(page, values)
      } finally {
        root.removeAttribute(SHELL_FILLING_ATTRIBUTE)
      }
    })
  }
}
const catalog = __BOOT__.catalogs[language]
const catalogLinks: Element[] = []
if (catalog !== undefined) {
  const link = document.createElement('link')
  link.rel = 'modulepreload'
  link.href = catalog
  catalogLinks.push(link)
}
// The app's code, with the catalog its first render needs, once the
// prerendered page has painted.
loadAppCodeAfterPaint(document, window, catalogLinks)
// The page's offline copies (IndexedDB) start loading now, beside the
// app's code, instead of after it (the explorer's 50,000-token list).
startEarlyCacheReads(location.pathname)
// The page as it was last left (the explorer's first rows), painted over
// the prerendered skeleton once parsed, when it still matches.
paintFirstScreen(document, window)
