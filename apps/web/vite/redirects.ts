/**
 * Which file answers a page path that has no file of its own: the shell of
 * its route with params (`/market/UNIX` → `shells/market/_tick.html`), else
 * the generic shell. The build writes the rules to `_redirects` (Netlify,
 * Cloudflare Pages); the preview server reads that file and answers as
 * those hosts do, so the browser tests run on the deploy folder's rules.
 */

/** The file the host serves for paths with no file or shell of their own. */
export const GENERIC_SHELL_FILE = 'shell.html'

/** The `_redirects` file's name, in the build's folder. */
export const REDIRECTS_FILE = '_redirects'

/** A route with params (`/market/$tick`) and the file of its shell. */
export type ParamShellFile = { readonly route: string; readonly file: string }

/** The file of a route's shell: `/market/$tick` → `shells/market/_tick.html`. */
export const paramShellFile = (route: string): string =>
  `shells${route.replace(/\/\$/g, '/_')}.html`

/**
 * Orders routes as the router matches them: at the first segment where two
 * differ, a fixed one (`/nft/search/$holderAddress`) before a param
 * (`/nft/$tick/$tickId`), as a host applies the first rule that matches.
 */
export function compareRouteSpecificity(a: string, b: string): number {
  const as = a.split('/')
  const bs = b.split('/')
  for (let i = 0; i < Math.min(as.length, bs.length); i += 1) {
    const x = as[i] ?? ''
    const y = bs[i] ?? ''
    if (x === y) continue
    const px = x.startsWith('$')
    const py = y.startsWith('$')
    if (px !== py) return px ? 1 : -1
    return x < y ? -1 : 1
  }
  return as.length - bs.length
}

/**
 * The `_redirects` file: each shell's route, its params as placeholders
 * (`/market/:tick`), answered by its shell with status 200, fixed segments
 * before params ({@link compareRouteSpecificity}); then every other path
 * by the generic shell. A host serves a path's own file first (`/market` →
 * `market/index.html`), before any rule.
 */
export function formatRedirects(shells: readonly ParamShellFile[]): string {
  const ordered = [...shells].sort((a, b) =>
    compareRouteSpecificity(a.route, b.route),
  )
  const lines = ordered.map(
    ({ route, file }) => `${route.replace(/\/\$/g, '/:')} /${file} 200`,
  )
  return [...lines, `/* /${GENERIC_SHELL_FILE} 200`, ''].join('\n')
}

/** One rule of `_redirects`: its path's segments and its file. */
export type RedirectRule = {
  readonly from: readonly string[]
  readonly file: string
}

/**
 * The rules of a `_redirects` file as {@link formatRedirects} writes them
 * (rewrites with status 200 to a file of the folder); other lines are
 * skipped.
 */
export function parseRedirects(text: string): RedirectRule[] {
  const rules: RedirectRule[] = []
  for (const line of text.split('\n')) {
    const [from, to, status] = line.trim().split(/\s+/)
    if (from?.startsWith('/') && to?.startsWith('/') && status === '200')
      rules.push({ from: from.split('/').slice(1), file: to.slice(1) })
  }
  return rules
}

/**
 * The file of the first rule that matches `pathname` (a trailing slash
 * aside): a `:name` segment matches any one segment, a last `*` the rest.
 */
export function matchRedirect(
  rules: readonly RedirectRule[],
  pathname: string,
): string | undefined {
  const path = pathname.replace(/\/+$/, '').split('/').slice(1)
  const matches = (from: readonly string[]) =>
    from.at(-1) === '*'
      ? from
          .slice(0, -1)
          .every(
            (part, i) =>
              path[i] !== undefined &&
              (part.startsWith(':') || part === path[i]),
          )
      : from.length === path.length &&
        from.every(
          (part, i) =>
            (part.startsWith(':') && path[i] !== '') || part === path[i],
        )
  return rules.find((rule) => matches(rule.from))?.file
}
