/**
 * URLs from the API or the config are untrusted: they reach an `href` or a
 * `src` only through these checks. Relative URLs resolve against `base`
 * (the page by default).
 */

function pageBase(): string {
  return typeof document === 'undefined'
    ? 'http://localhost/'
    : document.baseURI
}

/** The URL as an absolute `http:`/`https:` string, else `undefined`. */
export function getHttpUrl(
  value: string | undefined,
  base: string = pageBase(),
): string | undefined {
  if (value === undefined || value.trim() === '') return undefined
  let url: URL
  try {
    url = new URL(value.trim(), base)
  } catch {
    return undefined
  }
  return url.protocol === 'http:' || url.protocol === 'https:'
    ? url.href
    : undefined
}

/**
 * The logo URL when it is http(s) and its origin is one of `allowedOrigins`
 * (each compared as a normalised origin, so `https://a.test/` matches
 * `https://a.test`); else `undefined`.
 */
export function getAllowedLogoUrl(
  logo: string | undefined,
  allowedOrigins: readonly string[],
  base: string = pageBase(),
): string | undefined {
  const href = getHttpUrl(logo, base)
  if (href === undefined) return undefined
  const origin = new URL(href).origin
  const allowed = allowedOrigins.some((entry) => {
    try {
      return new URL(entry, base).origin === origin
    } catch {
      return false
    }
  })
  return allowed ? href : undefined
}

/**
 * Fills an explorer template's `{name}` placeholders (URI-encoded) and
 * returns the link only when it is http(s).
 *
 * @example getExplorerUrl('https://x.test/tx/{hash}', { hash: 'ab' }) // 'https://x.test/tx/ab'
 */
export function getExplorerUrl(
  template: string | undefined,
  values: Readonly<Record<string, string>>,
  base: string = pageBase(),
): string | undefined {
  if (template === undefined) return undefined
  const filled = template.replace(/\{(\w+)\}/g, (match, key: string) => {
    const value = values[key]
    return value === undefined ? match : encodeURIComponent(value)
  })
  if (/\{\w+\}/.test(filled)) return undefined
  return getHttpUrl(filled, base)
}
