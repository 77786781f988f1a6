/**
 * Shells of routes with path params (`/market/$tick`): the build
 * (app/prerender.tsx) draws such a page once with sample values, and the
 * start-up script (app/boot.ts) writes the URL's values in place of the
 * samples before the page paints. The page's title and figures then paint
 * before any JavaScript has run, as on a route without params, instead of
 * the generic shell's skeleton.
 *
 * Only routes whose params are all ticks get one: a tick is shown as it
 * is read from the URL (core's `readLinkTick`), so the start-up script
 * can write it without the app. The build checks that the page draws each
 * param as text only (it draws it with two sets of samples and compares),
 * and fails otherwise; a part drawn from a param in another way (a token
 * logo's colour and letters) draws neutral in a shell (ui/ParamShell.tsx).
 *
 * This file is in the start-up script: it imports nothing of the app.
 */
import { getTickDisplayName, readLinkTick } from '@drc20/core'

/**
 * Each param a shell may have, with the two sample values the build draws
 * it with: printable ASCII ticks, none found in another or in the app's
 * text (the build checks).
 */
export const SHELL_PARAM_SAMPLES: Readonly<
  Record<string, readonly [string, string]>
> = {
  tick: ['QZQZ', 'XJXJXJ'],
  tick0: ['QZQA', 'XJXJXA'],
  tick1: ['QZQB', 'XJXJXB'],
}

/** The names of a route's params (`/swap/$tick0/$tick1` → tick0, tick1). */
export function routeParamNames(route: string): string[] {
  return route
    .split('/')
    .filter((segment) => segment.startsWith('$'))
    .map((segment) => segment.slice(1))
}

/**
 * The route's path with each param replaced by its sample of set `set`
 * (0 or 1), or `undefined` when a param has no samples.
 */
export function samplePath(route: string, set: 0 | 1): string | undefined {
  const segments: string[] = []
  for (const segment of route.replace(/\/$/, '').split('/')) {
    if (!segment.startsWith('$')) {
      segments.push(segment)
      continue
    }
    const sample = SHELL_PARAM_SAMPLES[segment.slice(1)]?.[set]
    if (sample === undefined) return undefined
    segments.push(sample)
  }
  return segments.join('/')
}

/**
 * The values of `route`'s params in `pathname`, as the route reads them
 * (trimmed, upper-cased), or `undefined` when the path is not the route's
 * or a value is one the route refuses (its page is then not found).
 */
export function readShellParams(
  route: string,
  pathname: string,
): Record<string, string> | undefined {
  const want = route.replace(/\/$/, '').split('/')
  const have = pathname.replace(/\/+$/, '').split('/')
  if (want.length !== have.length) return undefined
  const values: Record<string, string> = {}
  for (const [index, segment] of want.entries()) {
    const part = have[index] ?? ''
    if (!segment.startsWith('$')) {
      if (part !== segment) return undefined
      continue
    }
    let raw: string
    try {
      raw = decodeURIComponent(part)
    } catch {
      return undefined
    }
    const tick = readLinkTick(raw)
    if (!tick.ok) return undefined
    values[segment.slice(1)] = tick.tick
  }
  return values
}

/**
 * Writes the URL's values in place of the samples: in every text of
 * `root`, and in its links' `href`s. `values` by param name, as
 * {@link readShellParams} reads them. A tick the app shows under another
 * name (wrapped DOGE as WDOGE, or as DOGE on a leg paid in DOGE; a name
 * that reads as DOGE, with a suffix) is not written in a text: the
 * element holding that text stays hidden until the app has drawn it.
 */
export function fillShellParams(
  root: Element,
  values: Readonly<Record<string, string>>,
): void {
  const bySample = new Map<string, string>()
  for (const [name, value] of Object.entries(values)) {
    const sample = SHELL_PARAM_SAMPLES[name]?.[0]
    if (sample !== undefined) bySample.set(sample, value)
  }
  if (bySample.size === 0) return
  // The samples are letters only: nothing in them needs escaping.
  const pattern = new RegExp([...bySample.keys()].join('|'), 'g')
  const shownAsIs = (sample: string) => {
    const value = bySample.get(sample) ?? sample
    return getTickDisplayName(value) === value
  }
  const walker = root.ownerDocument.createTreeWalker(root, NodeFilter.SHOW_TEXT)
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.nodeValue ?? ''
    const found = text.match(pattern)
    if (found === null) continue
    if (found.every(shownAsIs))
      node.nodeValue = text.replace(pattern, (s) => bySample.get(s) ?? s)
    else node.parentElement?.style.setProperty('visibility', 'hidden')
  }
  for (const link of Array.from(root.querySelectorAll('[href]'))) {
    const href = link.getAttribute('href') ?? ''
    if (!href.match(pattern)) continue
    link.setAttribute(
      'href',
      href.replace(pattern, (s) => encodeURIComponent(bySample.get(s) ?? s)),
    )
  }
}
