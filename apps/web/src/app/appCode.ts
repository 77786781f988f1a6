import { whenParsed } from '../lib/whenParsed.ts'

/**
 * The `<template>` of each prerendered page that holds the app's code: its
 * module script, the route's chunks (`modulepreload`) and the preload of
 * `config.json` (vite/prerender.ts writes it).
 */
export const APP_CODE_TEMPLATE_ID = 'app-code'

/**
 * Marks the `modulepreload` links in that template of the page's own route
 * chunks, each after the chunks it imports (app/routeChunks.ts runs them);
 * the header's lazy widgets, preloaded after them, are not marked.
 */
export const ROUTE_CHUNK_ATTRIBUTE = 'data-route-chunk'

/**
 * Marks the `modulepreload` links in that template of the chunks the
 * module script imports (the router's and React's): each runs in a task of
 * its own before the module script is added, which then runs its own code
 * alone. Run at once, the three made a task of 14–38 ms here.
 */
export const ENTRY_CHUNK_ATTRIBUTE = 'data-entry-chunk'

/** Imports a module by its URL (a test passes its own). */
export type ImportModule = (url: string) => Promise<unknown>

export const importByUrl: ImportModule = (url) => import(/* @vite-ignore */ url)

/**
 * Imports the chunks at `hrefs` (against the page's base URL) one after
 * the other, each once the one before has run and `nextTask` has passed,
 * so that each chunk's evaluation is a task of its own. Stops at the first
 * that fails: whoever imports it next (the module script, the router)
 * loads it again and reports the failure.
 */
export async function importInTurn(
  doc: Document,
  hrefs: Iterable<string | null>,
  importModule: ImportModule,
  nextTask: () => Promise<void>,
): Promise<void> {
  for (const href of hrefs) {
    if (href === null) continue
    try {
      await importModule(new URL(href, doc.baseURI).href)
    } catch {
      return
    }
    await nextTask()
  }
}

/** At the latest this long after parsing, the code loads without a paint. */
export const APP_CODE_FALLBACK_MS = 1500

/**
 * How long (ms) the start-up script adds the code's elements in one task
 * before it leaves the rest to the next. Each `modulepreload` link starts a
 * fetch as it is added: 0.6–2 ms each in Chromium with the network
 * inspected (as Lighthouse does), so the 60–150 links of a page, added at
 * once, made a long task. The time is checked after each link, so a task
 * runs this long plus one link: at 5 ms the tasks took 7–9 ms (median) and
 * up to 21 ms of a loaded machine's wall time, at 2 ms 4–5 ms and up to
 * 12 ms, and they took less wall time in all (the browser's network work
 * runs between them).
 */
export const APP_CODE_SLICE_MS = 2

/**
 * Starts loading the app's code once the prerendered page has painted
 * (its first contentful paint), so that the page's styles and paint never
 * share the network or the main thread with the code, and the code never
 * waits long: a page that cannot paint (a hidden tab) or a browser without
 * paint timing loads it once parsed, and any page within
 * `APP_CODE_FALLBACK_MS` after that. `extra` (the language's catalog) is
 * added first; then the template's elements in order (the preload of
 * `config.json` and the module script come first), for at most
 * `APP_CODE_SLICE_MS` per task. Runs in the start-up script (app/boot.ts),
 * before the body is parsed.
 */
export function loadAppCodeAfterPaint(
  doc: Document,
  win: Pick<
    Window & typeof globalThis,
    'PerformanceObserver' | 'setTimeout' | 'performance'
  >,
  extra: readonly Element[],
  importModule: ImportModule = importByUrl,
): void {
  let started = false
  const start = () => {
    if (started) return
    started = true
    const template = doc.getElementById(APP_CODE_TEMPLATE_ID)
    const code =
      template instanceof HTMLTemplateElement
        ? [...template.content.cloneNode(true).childNodes].filter(
            (node) => node instanceof Element,
          )
        : []
    doc.head.append(...extra)
    // The module script waits for the chunks it imports to have run.
    const scripts = code.filter(
      (node) => node instanceof HTMLScriptElement && node.type === 'module',
    )
    const entryChunks = code
      .filter((node) => node.hasAttribute(ENTRY_CHUNK_ATTRIBUTE))
      .map((node) => node.getAttribute('href'))
    for (const script of scripts) code.splice(code.indexOf(script), 1)
    const nextTask = () =>
      new Promise<void>((resolve) => win.setTimeout(resolve, 0))
    void importInTurn(doc, entryChunks, importModule, nextTask).then(() =>
      doc.head.append(...scripts),
    )
    const addSlice = () => {
      const until = win.performance.now() + APP_CODE_SLICE_MS
      do {
        const next = code.shift()
        if (next === undefined) return
        doc.head.append(next)
      } while (win.performance.now() < until)
      win.setTimeout(addSlice, 0)
    }
    addSlice()
  }
  const canObservePaint =
    typeof win.PerformanceObserver === 'function' &&
    win.PerformanceObserver.supportedEntryTypes?.includes('paint')
  if (!canObservePaint || doc.visibilityState === 'hidden') {
    whenParsed(doc, start)
    return
  }
  const observer = new win.PerformanceObserver((list) => {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return
    observer.disconnect()
    // After the paint's own task.
    win.setTimeout(start, 0)
  })
  observer.observe({ type: 'paint', buffered: true })
  whenParsed(doc, () => win.setTimeout(start, APP_CODE_FALLBACK_MS))
  doc.addEventListener('visibilitychange', () => whenParsed(doc, start), {
    once: true,
  })
}
