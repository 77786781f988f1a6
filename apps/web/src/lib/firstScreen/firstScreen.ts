/**
 * The saved first screen: what a page showed the last time it was left at
 * the top with its data settled (today only the token explorer), kept in
 * local storage so that the next visit paints it before the app's code has
 * loaded. The start-up script (app/boot.ts) paints it into the prerendered
 * page; the app's first render then replaces it, as it replaces the rest of
 * the prerendered page.
 *
 * It is painted only when nothing it depends on has changed since it was
 * saved: the build (a new build may draw the page differently), the URL
 * (path and query), the language, the layout (wide or narrow, and the
 * window's height) and the storage values the page names (favourites).
 * The HTML read back is untrusted like any stored data: it is parsed inert
 * and only an allow-list of elements and attributes is kept (`sanitize`).
 *
 * This file is in the start-up script: it imports nothing of the app.
 */
import { whenParsed } from '../whenParsed.ts'

/**
 * Local-storage key of the first screen saved at `pathname`: one per page,
 * so that the start-up script of every other page reads nothing.
 */
export const firstScreenStorageKey = (pathname: string) =>
  `drc20.firstScreen:${pathname}`

/** The attribute naming a part of the page that is saved and painted. */
export const FIRST_SCREEN_ATTRIBUTE = 'data-first-screen'

/** Set on a part painted from the saved copy (the app's render has none). */
export const FIRST_SCREEN_PAINTED_ATTRIBUTE = 'data-first-screen-painted'

/** The `<meta>` with the build's id (vite/prerender.ts writes it). */
export const BUILD_META_NAME = 'drc20-build'

/** Larger copies are not saved (local storage is shared and small). */
export const FIRST_SCREEN_MAX_CHARS = 400_000

/** Mantine's `sm` breakpoint: narrower windows show cards, not tables. */
const WIDE_QUERY = '(min-width: 48em)'

export type FirstScreenRecord = {
  readonly version: 1
  readonly build: string
  /** `location.pathname + location.search`. */
  readonly url: string
  readonly language: string
  /** `wide` or `narrow`, and the window's inner height in px. */
  readonly layout: string
  /** The storage values the page depends on, by key, as they were. */
  readonly depends: Readonly<Record<string, string | null>>
  /** Each part's HTML, by its `data-first-screen` name. */
  readonly parts: Readonly<Record<string, string>>
}

/** The build id of this document, or `undefined` (a dev server has none). */
export function documentBuild(doc: Document): string | undefined {
  const meta = doc.querySelector(`meta[name="${BUILD_META_NAME}"]`)
  return meta?.getAttribute('content') || undefined
}

/** The layout a saved screen was drawn for, as `FirstScreenRecord.layout`. */
export function currentLayout(win: Window): string {
  const wide = win.matchMedia(WIDE_QUERY).matches
  return `${wide ? 'wide' : 'narrow'}:${win.innerHeight}`
}

const PART_NAME = /^[a-z][a-z-]{0,31}$/

const isStringRecord = (
  value: unknown,
  ok: (v: unknown) => boolean,
): value is Record<string, never> =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.values(value).every(ok)

/**
 * Reads the screen saved at `pathname`, or `undefined` when it is missing
 * or malformed.
 */
export function readFirstScreen(
  storage: Storage,
  pathname: string,
): FirstScreenRecord | undefined {
  let value: unknown
  try {
    const raw = storage.getItem(firstScreenStorageKey(pathname))
    if (raw === null || raw.length > FIRST_SCREEN_MAX_CHARS) return undefined
    value = JSON.parse(raw)
  } catch {
    return undefined
  }
  if (typeof value !== 'object' || value === null) return undefined
  const r = value as Record<string, unknown>
  const ok =
    r.version === 1 &&
    typeof r.build === 'string' &&
    typeof r.url === 'string' &&
    typeof r.language === 'string' &&
    typeof r.layout === 'string' &&
    isStringRecord(r.depends, (v) => v === null || typeof v === 'string') &&
    isStringRecord(r.parts, (v) => typeof v === 'string') &&
    Object.keys(r.parts).every((name) => PART_NAME.test(name))
  return ok ? (value as FirstScreenRecord) : undefined
}

/** Whether `record` was saved for the page as it is about to be shown. */
export function firstScreenMatches(
  record: FirstScreenRecord,
  now: Omit<FirstScreenRecord, 'version' | 'parts' | 'depends'>,
  storage: Storage,
): boolean {
  return (
    record.build === now.build &&
    record.url === now.url &&
    record.language === now.language &&
    record.layout === now.layout &&
    Object.entries(record.depends).every(
      ([key, value]) => storage.getItem(key) === value,
    )
  )
}

const ELEMENTS = new Set(
  (
    'a button circle dd div dl dt g h1 h2 h3 h4 img input label li line ' +
    'option p path polyline rect section select span svg table tbody td ' +
    'tfoot th thead time tr ul'
  ).split(' '),
)

const ATTRIBUTES = new Set(
  (
    'alt checked class clip-rule colspan cx cy d datetime dir disabled ' +
    'fill fill-rule for height href id lang name placeholder points r ' +
    'role rowspan rx ' +
    'ry scope selected src stroke stroke-linecap stroke-linejoin ' +
    'stroke-width style tabindex title type value viewbox width x x1 x2 ' +
    'xmlns y y1 y2'
  ).split(' '),
)

/** A same-origin path: `/x`, never `//host` or `/\host`. */
const isLocalPath = (value: string) => /^\/(?![/\\])/.test(value)

function keepAttribute(name: string, value: string): boolean {
  if (name.startsWith('aria-') || name.startsWith('data-')) return true
  if (!ATTRIBUTES.has(name)) return false
  // Mantine's generated ids only: no id or name may shadow a global.
  if (name === 'id' || name === 'name' || name === 'for')
    return /^mantine-[\w-]*$/.test(value)
  if (name === 'href') return isLocalPath(value)
  if (name === 'src') return isLocalPath(value) || /^https?:\/\//i.test(value)
  // No stylesheet fetches or escapes in inline styles.
  if (name === 'style') return !/url\(|\\|@import|expression/i.test(value)
  return true
}

/**
 * The `<style>` Mantine writes for a responsive style prop (`w={{ base:
 * '100%', sm: 'auto' }}`) and nothing else: class rules of its generated
 * classes, bare or under a min-width query, with no URL in them.
 */
const RULE = String.raw`\.__m__-[\w-]+\{[^{}<>\\@]*\}`
const INLINE_STYLES = new RegExp(
  String.raw`^(?:${RULE}|@media ?\(min-width: ?[\d.]+(?:em|px)\) ?\{(?:${RULE})+\})+$`,
)
const isInlineStyles = (style: Element) =>
  style.children.length === 0 &&
  Array.from(style.attributes).every((a) => a.name.startsWith('data-')) &&
  INLINE_STYLES.test(style.textContent ?? '') &&
  !/url\(|image-set|expression|binding/i.test(style.textContent ?? '')

function clean(parent: ParentNode): void {
  for (const child of Array.from(parent.children)) {
    if (child.localName === 'style') {
      if (!isInlineStyles(child)) child.remove()
      continue
    }
    if (!ELEMENTS.has(child.localName)) {
      child.remove()
      continue
    }
    for (const { name, value } of Array.from(child.attributes)) {
      if (!keepAttribute(name.toLowerCase(), value)) child.removeAttribute(name)
    }
    clean(child)
  }
}

/**
 * Parses `html` inert (a `<template>`: nothing loads or runs) and keeps
 * only the elements and attributes a saved table needs: no script, no
 * event handler, links to this site only, images over http(s) only.
 */
export function sanitize(html: string, doc: Document): DocumentFragment {
  const template = doc.createElement('template')
  template.innerHTML = html
  clean(template.content)
  return template.content
}

/**
 * The start-up script's part: paints the saved first screen into the
 * prerendered page once it is parsed, when it matches this visit.
 */
export function paintFirstScreen(doc: Document, win: Window): void {
  let storage: Storage
  try {
    storage = win.localStorage
  } catch {
    return
  }
  const build = documentBuild(doc)
  if (build === undefined) return
  const record = readFirstScreen(storage, win.location.pathname)
  if (record === undefined) return
  const matches = firstScreenMatches(
    record,
    {
      build,
      url: win.location.pathname + win.location.search,
      language: doc.documentElement.lang,
      layout: currentLayout(win),
    },
    storage,
  )
  if (!matches) return
  const paint = () => {
    for (const [name, html] of Object.entries(record.parts)) {
      const target = doc.querySelector(`[${FIRST_SCREEN_ATTRIBUTE}="${name}"]`)
      if (target === null) continue
      const fragment = sanitize(html, doc)
      const part = fragment.firstElementChild
      if (
        fragment.childElementCount !== 1 ||
        part?.getAttribute(FIRST_SCREEN_ATTRIBUTE) !== name
      )
        continue
      part.setAttribute(FIRST_SCREEN_PAINTED_ATTRIBUTE, '')
      target.replaceWith(part)
    }
  }
  whenParsed(doc, paint)
}
