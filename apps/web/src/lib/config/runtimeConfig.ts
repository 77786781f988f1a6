import { err, ok, type Result, ResultAsync } from 'neverthrow'
import * as v from 'valibot'

/** Hosts a plain `http:` URL may name: this machine only (the devnet). */
function isLoopbackHost(hostname: string): boolean {
  return (
    hostname === 'localhost' ||
    hostname.endsWith('.localhost') ||
    hostname === '[::1]' ||
    /^127(\.\d{1,3}){3}$/.test(hostname)
  )
}

/** An absolute URL the config may name: `https:`, or `http:` on loopback. */
function isAllowedAbsoluteUrl(url: URL): boolean {
  return (
    url.protocol === 'https:' ||
    (url.protocol === 'http:' && isLoopbackHost(url.hostname))
  )
}

const SAME_ORIGIN = 'https://app.invalid'

/**
 * A URL in `config.json`: `https:`, same-origin relative (`/api`), or
 * `http:` only for loopback hosts (the devnet). Anything else (`http:` to
 * another host, `//host`, `/\host`, `javascript:`) is refused.
 */
export function isAllowedConfigUrl(value: string): boolean {
  if (URL.canParse(value)) return isAllowedAbsoluteUrl(new URL(value))
  return (
    value.startsWith('/') &&
    URL.canParse(value, SAME_ORIGIN) &&
    new URL(value, SAME_ORIGIN).origin === SAME_ORIGIN
  )
}

/** An origin alone (`https://host[:port]`), with the same scheme rules. */
export function isAllowedOrigin(value: string): boolean {
  if (!URL.canParse(value)) return false
  const url = new URL(value)
  return isAllowedAbsoluteUrl(url) && url.origin === value.replace(/\/$/, '')
}

const url = v.pipe(
  v.string(),
  v.minLength(1),
  v.check(
    isAllowedConfigUrl,
    'must be https:, same-origin relative, or http: on a loopback host',
  ),
)
const origin = v.pipe(
  v.string(),
  v.check(
    isAllowedOrigin,
    'must be an origin only (https://host), https: or http: on a loopback host',
  ),
)
const endpoint = v.object({
  url,
  method: v.optional(v.picklist(['GET', 'POST'])),
})

/**
 * Runtime configuration, read from `config.json` beside the built app so one
 * build serves any environment. Relative URLs resolve against the page.
 */
export const RuntimeConfigSchema = v.object({
  network: v.picklist(['devnet', 'mainnet']),
  api: v.object({ baseUrl: url, version: v.picklist(['v3', 'v4']) }),
  devnetAdminUrl: v.optional(url),
  /** Side services, in the shape `@drc20/api` takes (`ApiServices`). */
  services: v.object({
    utxoBaseUrl: url,
    dogePrice: endpoint,
    dogePriceProxy: v.optional(endpoint),
    fees: v.array(
      v.object({
        ...endpoint.entries,
        kind: v.picklist(['mempool', 'chainExplorer', 'perKb']),
      }),
    ),
  }),
  /**
   * Block-explorer URL templates: `{hash}`, `{height}` and `{address}` are
   * filled in (the UI kit's `ExplorerLink`, `Address`).
   */
  explorer: v.object({ tx: url, block: url, address: url }),
  /**
   * The chain's block interval in ms (Dogecoin aims at one block a
   * minute): no new chain height for 3 intervals shows the halted-chain
   * notice.
   */
  blockIntervalMs: v.optional(
    v.pipe(v.number(), v.integer(), v.minValue(1)),
    60_000,
  ),
  /**
   * The origin inscribed content is served from (`/content/<id>`,
   * `/ipfs/<cid>`): never the app's own, so an inscribed page or SVG never
   * runs as the app. Images are shown from it with `<img>`, anything else
   * only in a sandboxed frame or as a link (ui/contentUrl.ts).
   */
  contentOrigin: origin,
  /** Origins token logos may load from (the UI kit's `TokenLogo`). */
  logoOrigins: v.optional(v.array(origin), []),
  /**
   * Routes only OG addresses may use (`/stake` covers `/stake/…`); others
   * see the spec's 'OG addresses experience' notice there. None by default.
   */
  ogRoutes: v.optional(v.array(v.pipe(v.string(), v.startsWith('/'))), []),
  links: v.object({
    launchpadPartner: url,
    developers: url,
    twitter: url,
    telegram: url,
    discord: url,
    github: url,
    walletStore: url,
  }),
})

export type RuntimeConfig = v.InferOutput<typeof RuntimeConfigSchema>

export type LoadConfigError =
  | { readonly kind: 'unreachable'; readonly cause: unknown }
  | { readonly kind: 'invalid'; readonly issues: readonly string[] }

/**
 * Validates a parsed `config.json` for an app served from `appOrigin`:
 * the schema, and a content origin apart from the app's.
 */
export function parseRuntimeConfig(
  body: unknown,
  appOrigin: string,
): Result<RuntimeConfig, LoadConfigError> {
  const parsed = v.safeParse(RuntimeConfigSchema, body)
  if (!parsed.success) {
    return err({
      kind: 'invalid',
      issues: parsed.issues.map(
        (issue) => `${v.getDotPath(issue) ?? '(root)'}: ${issue.message}`,
      ),
    })
  }
  if (new URL(parsed.output.contentOrigin).origin === appOrigin) {
    return err({
      kind: 'invalid',
      issues: ["contentOrigin: must not be the app's own origin"],
    })
  }
  return ok(parsed.output)
}

/** Fetches and validates `config.json`. */
export function loadRuntimeConfig(
  fetchFn: typeof fetch = fetch,
  path = `${import.meta.env.BASE_URL}config.json`,
  appOrigin: string = globalThis.location?.origin ?? '',
): ResultAsync<RuntimeConfig, LoadConfigError> {
  return ResultAsync.fromPromise(
    fetchFn(path, { cache: 'no-store' }).then((response) => {
      if (!response.ok) throw new Error(`HTTP ${response.status}`)
      return response.json() as Promise<unknown>
    }),
    (cause): LoadConfigError => ({ kind: 'unreachable', cause }),
  ).andThen((body) => parseRuntimeConfig(body, appOrigin))
}

/** Fills `{name}` placeholders of an explorer URL template. */
export function fillUrlTemplate(
  template: string,
  values: Record<string, string>,
): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) =>
    key in values ? encodeURIComponent(values[key] as string) : match,
  )
}
