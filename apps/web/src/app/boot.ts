/**
 * The start-up script: a classic script file (never inline: the
 * Content-Security-Policy allows none) that every page's `<head>` loads
 * before its styles, so it runs before the first paint of the prerendered
 * shell. It sets the colour scheme Mantine's styles key on, the document's
 * language, and starts loading that language's catalog beside the app's
 * code. The build (vite/prerender.ts) bundles it with the catalogs' file
 * names and the shell's language.
 */
import { initialLanguage } from '../i18n/initialLanguage'
import { paintFirstScreen } from '../lib/firstScreen/firstScreen'
import { startEarlyCacheReads } from '../lib/storage/earlyCacheReads'
import { THEME_STORAGE_KEY } from '../lib/storage/storageKeys'

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

const root = document.documentElement
root.setAttribute('data-mantine-color-scheme', colorScheme())
const language = initialLanguage()
root.lang = language
// The shell's text is in another language: it stays hidden until the app
// has rendered in this one (app/App.tsx), rather than flash the wrong one.
if (language !== __BOOT__.shellLanguage)
  root.setAttribute('data-shell-stale', '')
const catalog = __BOOT__.catalogs[language]
if (catalog !== undefined) {
  const link = document.createElement('link')
  link.rel = 'modulepreload'
  link.href = catalog
  // Needed by the first render, with the code (vite/prerender.ts), not by
  // the paint of the prerendered page.
  link.setAttribute('fetchpriority', 'low')
  document.head.append(link)
}
// The page's offline copies (IndexedDB) start loading now, beside the
// app's code, instead of after it (the explorer's 50,000-token list).
startEarlyCacheReads(location.pathname)
// The page as it was last left (the explorer's first rows), painted over
// the prerendered skeleton once parsed, when it still matches.
paintFirstScreen(document, window)
