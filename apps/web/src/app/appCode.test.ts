import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  APP_CODE_FALLBACK_MS,
  APP_CODE_SLICE_MS,
  APP_CODE_TEMPLATE_ID,
  ENTRY_CHUNK_ATTRIBUTE,
  loadAppCodeAfterPaint,
} from './appCode'

type PaintCallback = (list: {
  getEntriesByName(name: string): unknown[]
}) => void

/** A window whose paint timing the test drives. */
function fakeWindow(supportsPaint = true) {
  let clock = 0
  const observers: PaintCallback[] = []
  class FakeObserver {
    static supportedEntryTypes = supportsPaint ? ['paint'] : []
    constructor(private readonly callback: PaintCallback) {}
    observe() {
      observers.push(this.callback)
    }
    disconnect() {
      observers.splice(observers.indexOf(this.callback), 1)
    }
  }
  const paint = (name: string) => {
    for (const callback of [...observers])
      callback({ getEntriesByName: (n) => (n === name ? [{}] : []) })
  }
  return {
    win: {
      PerformanceObserver:
        FakeObserver as unknown as typeof PerformanceObserver,
      setTimeout: ((fn: () => void, ms?: number) =>
        setTimeout(fn, ms)) as typeof window.setTimeout,
      // Each element added takes a millisecond.
      performance: { now: () => clock++ } as Performance,
    },
    paint,
  }
}

// The real template also holds the module script (vite/prerender.ts);
// links stand for it here, as the test environment loads no script.
const scripts = () =>
  document.head.querySelectorAll('link[href="/assets/index.js"]')

describe('loadAppCodeAfterPaint', () => {
  let catalog: HTMLLinkElement
  beforeEach(() => {
    vi.useFakeTimers()
    document.head.innerHTML = `<template id="${APP_CODE_TEMPLATE_ID}"><link rel="modulepreload" href="/assets/index.js"><link rel="modulepreload" href="/assets/page.js"></template>`
    catalog = document.createElement('link')
    catalog.rel = 'modulepreload'
    catalog.href = '/assets/catalog.js'
  })
  afterEach(() => {
    vi.useRealTimers()
    document.head.innerHTML = ''
  })

  it('adds the code and the catalog once the page has painted, not before', () => {
    const { win, paint } = fakeWindow()
    loadAppCodeAfterPaint(document, win, [catalog])
    paint('first-paint')
    vi.advanceTimersByTime(10)
    expect(scripts()).toHaveLength(0)

    paint('first-contentful-paint')
    expect(scripts()).toHaveLength(0) // after the paint's own task
    vi.advanceTimersByTime(0)
    expect(scripts()).toHaveLength(1)
    expect(
      document.head.querySelector('link[href="/assets/page.js"]'),
    ).not.toBeNull()
    expect(catalog.isConnected).toBe(true)

    // Once: the fallback timer adds nothing more.
    vi.advanceTimersByTime(APP_CODE_FALLBACK_MS)
    expect(scripts()).toHaveLength(1)
  })

  it(`adds the code for at most ${APP_CODE_SLICE_MS} ms per task, the catalog first`, () => {
    const links = Array.from(
      { length: 2 * APP_CODE_SLICE_MS },
      (_, i) => `<link rel="modulepreload" href="/assets/chunk-${i}.js">`,
    )
    document.head.innerHTML = `<template id="${APP_CODE_TEMPLATE_ID}"><link rel="modulepreload" href="/assets/index.js">${links.join('')}</template>`
    const added = () =>
      document.head.querySelectorAll(':scope > link[href^="/assets/"]').length -
      (catalog.isConnected ? 1 : 0)
    const { win, paint } = fakeWindow()
    loadAppCodeAfterPaint(document, win, [catalog])
    paint('first-contentful-paint')
    vi.advanceTimersByTime(0)
    expect(document.head.querySelector('link')).toBe(catalog)
    expect(scripts()).toHaveLength(1)
    expect(added()).toBe(APP_CODE_SLICE_MS)
    // Each slice in a task of its own (a timer set while the fake clock
    // runs one is due a millisecond later).
    vi.advanceTimersByTime(1)
    expect(added()).toBe(2 * APP_CODE_SLICE_MS)
    vi.advanceTimersByTime(1)
    expect(added()).toBe(2 * APP_CODE_SLICE_MS + 1)
    // In the template's order, each once.
    const hrefs = [
      ...document.head.querySelectorAll<HTMLLinkElement>(
        ':scope > link[href*="chunk-"]',
      ),
    ].map((link) => link.getAttribute('href'))
    expect(hrefs).toEqual(links.map((_, i) => `/assets/chunk-${i}.js`))
    vi.advanceTimersByTime(APP_CODE_FALLBACK_MS)
    expect(added()).toBe(2 * APP_CODE_SLICE_MS + 1)
  })

  it('adds the code anyway when no paint comes in time', () => {
    const { win } = fakeWindow()
    loadAppCodeAfterPaint(document, win, [catalog])
    vi.advanceTimersByTime(APP_CODE_FALLBACK_MS - 1)
    expect(scripts()).toHaveLength(0)
    vi.advanceTimersByTime(1)
    expect(scripts()).toHaveLength(1)
  })

  it('adds the code at once where paints cannot be observed', () => {
    const { win } = fakeWindow(false)
    loadAppCodeAfterPaint(document, win, [catalog])
    expect(scripts()).toHaveLength(1)
  })

  it('adds the code at once in a hidden page, which does not paint', () => {
    const { win } = fakeWindow()
    const hidden = vi
      .spyOn(document, 'visibilityState', 'get')
      .mockReturnValue('hidden')
    loadAppCodeAfterPaint(document, win, [catalog])
    hidden.mockRestore()
    expect(scripts()).toHaveLength(1)
  })

  describe('the module script', () => {
    const entryTemplate = `<template id="${APP_CODE_TEMPLATE_ID}"><script type="module" src="/assets/index.js"></script><link rel="modulepreload" href="/assets/runtime.js" ${ENTRY_CHUNK_ATTRIBUTE}><link rel="modulepreload" href="/assets/route-defs.js" ${ENTRY_CHUNK_ATTRIBUTE}><link rel="modulepreload" href="/assets/page.js"></template>`
    const moduleScripts = () =>
      document.head.querySelectorAll('script[type="module"]')
    // (The test environment loads no script and logs that it does not.)

    it('comes once the chunks it imports have each run, in order, in tasks of their own', async () => {
      document.head.innerHTML = entryTemplate
      const imported: string[] = []
      const pending: (() => void)[] = []
      const importModule = (url: string) => {
        imported.push(new URL(url).pathname)
        return new Promise<void>((resolve) => pending.push(resolve))
      }
      const { win } = fakeWindow(false)
      loadAppCodeAfterPaint(document, win, [catalog], importModule)
      expect(imported).toEqual(['/assets/runtime.js'])
      // The links are added as before, in slices; it is not.
      await vi.advanceTimersByTimeAsync(5)
      expect(
        document.head.querySelector(':scope > link[href="/assets/page.js"]'),
      ).not.toBeNull()
      expect(moduleScripts()).toHaveLength(0)
      expect(imported).toEqual(['/assets/runtime.js'])
      pending.shift()?.()
      await vi.advanceTimersByTimeAsync(0)
      expect(imported).toEqual(['/assets/runtime.js', '/assets/route-defs.js'])
      expect(moduleScripts()).toHaveLength(0)
      pending.shift()?.()
      // A task after the last import: then the module script.
      await Promise.resolve()
      await Promise.resolve()
      expect(moduleScripts()).toHaveLength(0)
      await vi.advanceTimersByTimeAsync(0)
      expect(moduleScripts()).toHaveLength(1)
      expect(moduleScripts()[0]?.getAttribute('src')).toBe('/assets/index.js')
    })

    it('comes anyway when a chunk it imports fails to load', async () => {
      document.head.innerHTML = entryTemplate
      const imported: string[] = []
      const importModule = (url: string) => {
        imported.push(new URL(url).pathname)
        return Promise.reject(new TypeError('Failed to fetch'))
      }
      const { win } = fakeWindow(false)
      loadAppCodeAfterPaint(document, win, [catalog], importModule)
      await vi.advanceTimersByTimeAsync(0)
      expect(imported).toEqual(['/assets/runtime.js'])
      expect(moduleScripts()).toHaveLength(1)
    })
  })
})
