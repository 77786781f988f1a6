import { useEffect } from 'react'
import { whenIdle } from '../deferredImport'
import { PERSIST_DEBOUNCE_MS } from '../storage/storageKeys'
import {
  currentLayout,
  documentBuild,
  FIRST_SCREEN_ATTRIBUTE,
  FIRST_SCREEN_MAX_CHARS,
  FIRST_SCREEN_PAINTED_ATTRIBUTE,
  type FirstScreenRecord,
  firstScreenStorageKey,
} from './firstScreen'

/** A copy of `part` as it reads now: form values and absolute times. */
function snapshot(part: Element): string {
  const copy = part.cloneNode(true) as Element
  // Serializing keeps attributes, not the live values React has set.
  const liveInputs = part.querySelectorAll('input')
  copy.querySelectorAll('input').forEach((input, i) => {
    const live = liveInputs[i]
    if (live === undefined) return
    input.setAttribute('value', live.value)
    input.toggleAttribute('checked', live.checked)
  })
  const liveOptions = part.querySelectorAll('option')
  copy.querySelectorAll('option').forEach((option, i) => {
    option.toggleAttribute('selected', liveOptions[i]?.selected === true)
  })
  // "3 minutes ago" would be wrong by the next visit: the time itself.
  for (const time of copy.querySelectorAll('time[data-absolute]'))
    time.textContent = time.getAttribute('data-absolute')
  return copy.outerHTML
}

/**
 * Saves the current page's `data-first-screen` parts for the next visit
 * (firstScreen.ts), with the storage values in `depends` that they show.
 * Nothing is saved on a dev server (no build id), when a part's list is
 * scrolled (its first rows are not on screen), or when it is too large.
 */
export function saveFirstScreen(
  depends: readonly string[],
  doc: Document = document,
  win: Window = window,
): 'saved' | 'skipped' {
  const build = documentBuild(doc)
  const parts = Array.from(
    doc.querySelectorAll(
      `[${FIRST_SCREEN_ATTRIBUTE}]:not([${FIRST_SCREEN_PAINTED_ATTRIBUTE}])`,
    ),
  )
  if (build === undefined || parts.length === 0) return 'skipped'
  if (parts.some((p) => [...p.querySelectorAll('section')].some(scrolled)))
    return 'skipped'
  const html: Record<string, string> = {}
  for (const part of parts)
    html[part.getAttribute(FIRST_SCREEN_ATTRIBUTE) ?? ''] = snapshot(part)
  try {
    const storage = win.localStorage
    const record: FirstScreenRecord = {
      version: 1,
      build,
      url: win.location.pathname + win.location.search,
      language: doc.documentElement.lang,
      layout: currentLayout(win),
      depends: Object.fromEntries(depends.map((k) => [k, storage.getItem(k)])),
      parts: html,
    }
    const json = JSON.stringify(record)
    const key = firstScreenStorageKey(win.location.pathname)
    if (json.length > FIRST_SCREEN_MAX_CHARS) {
      storage.removeItem(key)
      return 'skipped'
    }
    storage.setItem(key, json)
    return 'saved'
  } catch {
    // Storage full or disabled: the next visit paints the skeleton.
    return 'skipped'
  }
}

const scrolled = (element: Element) => element.scrollTop > 0

/**
 * Saves the page's first screen once it has stopped rendering for a
 * moment (after the debounced storage writes of `depends`) and the page is
 * idle, while `ready` (its data settled). Call it on every render.
 */
export function useSaveFirstScreen(
  ready: boolean,
  depends: readonly string[],
): void {
  useEffect(() => {
    if (!ready) return
    let cancelIdle: (() => void) | undefined
    const timer = setTimeout(() => {
      cancelIdle = whenIdle(() => saveFirstScreen(depends))
    }, PERSIST_DEBOUNCE_MS + 100)
    return () => {
      clearTimeout(timer)
      cancelIdle?.()
    }
  })
}
