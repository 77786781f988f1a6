/**
 * Shells of routes with path params (`/market/$tick`): the build
 * (app/prerender.tsx) draws such a page once with sample values, and the
 * start-up script (app/boot.ts) writes the URL's values in place of the
 * samples before the page paints. The page's title and figures then paint
 * before any JavaScript has run, as on a route without params, instead of
 * the generic shell's skeleton.
 *
 * A route gets one when each of its params has a kind below (a tick, an
 * address, an id or a number): the start-up script reads each value as
 * the route does, without the app (a tick with core's `readLinkTick`; an
 * address by its alphabet only, as the route's checksum test needs the
 * hashing code: a wrong checksum shows the shell until the app finds the
 * page not found). The build checks that the page draws each param as
 * text only (it draws it with two sets of samples and compares), and
 * fails otherwise; a part drawn from a param in another way (a token
 * logo's colour and letters, an address's short form and identicon)
 * draws neutral in a shell (ui/ParamShell.tsx).
 *
 * This file is in the start-up script: of the app it imports only the
 * params' shapes (lib/paramPatterns.ts), which import nothing.
 */
import { getTickDisplayName, parseMaxFileSize, readLinkTick } from '@drc20/core'
import { ID_PARAM_PATTERN, INTEGER_PARAM_PATTERN } from '../lib/paramPatterns'

/** One kind of path param a shell may have. */
type ShellParam = {
  /**
   * The two values the build draws the page with: letters and digits, none
   * found in another or in the app's text (the build checks).
   */
  readonly samples: readonly [string, string]
  /** The value as the route reads it, or `undefined` when it refuses it. */
  readonly read: (raw: string) => string | undefined
  /** Whether the app shows the value as it is (else it stays hidden). */
  readonly shownAsIs: (value: string) => boolean
}

const tick = (samples: readonly [string, string]): ShellParam => ({
  samples,
  read: (raw) => {
    const read = readLinkTick(raw)
    return read.ok ? read.tick : undefined
  },
  shownAsIs: (value) => getTickDisplayName(value) === value,
})

/** Whatever matches `pattern` once trimmed, shown as it is. */
const matching = (
  pattern: RegExp,
  samples: readonly [string, string],
): ShellParam => ({
  samples,
  read: (raw) => {
    const value = raw.trim()
    return pattern.test(value) ? value : undefined
  },
  shownAsIs: () => true,
})

/** Base58, either network (core's full test runs in the app). */
const ADDRESS = /^[1-9A-HJ-NP-Za-km-z]{26,35}$/

/**
 * Each param a shell may have, by name. The addresses' samples are valid
 * mainnet addresses, as the routes check them while the build draws. The
 * numbers' have more than three digits, so a page that groups them fails
 * the build's check.
 */
export const SHELL_PARAMS: Readonly<Record<string, ShellParam>> = {
  tick: tick(['QZQZ', 'XJXJXJ']),
  tick0: tick(['QZQA', 'XJXJXA']),
  tick1: tick(['QZQB', 'XJXJXB']),
  address: matching(ADDRESS, [
    'D6hLULEGDRbk86j58t5iWmeinqM6acA16V',
    'D8FaQQWt8SJCiCGYYBAsUn8qhXxthiYBro',
  ]),
  holderAddress: matching(ADDRESS, [
    'D9opLUoW3SzfJHp1wUG2SncxcEagsWfs7o',
    'DBN4GZ67xTh7tPMVLmMBQo75WwCV7ppTgD',
  ]),
  metaId: matching(ID_PARAM_PATTERN, ['QMQMQMQM', 'XMXMXMXMXM']),
  fileId: matching(ID_PARAM_PATTERN, ['QFQFQFQF', 'XFXFXFXFXF']),
  tickId: {
    samples: ['7373737', '95959595'],
    read: (raw) =>
      INTEGER_PARAM_PATTERN.test(raw) ? String(Number(raw)) : undefined,
    shownAsIs: () => true,
  },
  // Written in plain digits (`50000`) until the app groups them.
  maxSize: {
    samples: ['28282', '46464'],
    read: (raw) => (parseMaxFileSize(raw).isOk() ? raw : undefined),
    shownAsIs: () => true,
  },
}

/**
 * Set on the root element while the start-up script waits to write the
 * URL's values over a shell's samples, which hides the page
 * (app/shell.css): a page painted before it is wholly parsed would show
 * the samples.
 */
export const SHELL_FILLING_ATTRIBUTE = 'data-shell-filling'

/** Each param's two samples, by name. */
export const SHELL_PARAM_SAMPLES: Readonly<
  Record<string, readonly [string, string]>
> = Object.fromEntries(
  Object.entries(SHELL_PARAMS).map(([name, param]) => [name, param.samples]),
)

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
    const sample = SHELL_PARAMS[segment.slice(1)]?.samples[set]
    if (sample === undefined) return undefined
    segments.push(sample)
  }
  return segments.join('/')
}

/**
 * The values of `route`'s params in `pathname`, as the route reads them
 * (a tick trimmed and upper-cased), or `undefined` when the path is not the route's
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
    const name = segment.slice(1)
    const value = SHELL_PARAMS[name]?.read(raw)
    if (value === undefined) return undefined
    values[name] = value
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
  // Each sample the shell was drawn with: the URL's value and its kind.
  const bySample = new Map<string, { value: string; param: ShellParam }>()
  for (const [name, value] of Object.entries(values)) {
    const param = SHELL_PARAMS[name]
    if (param !== undefined) bySample.set(param.samples[0], { value, param })
  }
  if (bySample.size === 0) return
  // The samples are letters and digits: nothing in them needs escaping.
  const pattern = new RegExp([...bySample.keys()].join('|'), 'g')
  const urlValue = (sample: string) => bySample.get(sample)?.value ?? sample
  const shownAsIs = (sample: string) =>
    bySample.get(sample)?.param.shownAsIs(urlValue(sample)) ?? true
  const walker = root.ownerDocument.createTreeWalker(root, NodeFilter.SHOW_TEXT)
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.nodeValue ?? ''
    const found = text.match(pattern)
    if (found === null) continue
    if (found.every(shownAsIs)) node.nodeValue = text.replace(pattern, urlValue)
    else node.parentElement?.style.setProperty('visibility', 'hidden')
  }
  for (const link of Array.from(root.querySelectorAll('[href]'))) {
    const href = link.getAttribute('href') ?? ''
    if (!href.match(pattern)) continue
    link.setAttribute(
      'href',
      href.replace(pattern, (s) => encodeURIComponent(urlValue(s))),
    )
  }
}
