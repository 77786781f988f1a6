import { err, ok, ResultAsync } from 'neverthrow'
import * as v from 'valibot'

const url = v.pipe(v.string(), v.minLength(1))
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

/** Fetches and validates `config.json`. */
export function loadRuntimeConfig(
  fetchFn: typeof fetch = fetch,
  path = `${import.meta.env.BASE_URL}config.json`,
): ResultAsync<RuntimeConfig, LoadConfigError> {
  return ResultAsync.fromPromise(
    fetchFn(path, { cache: 'no-store' }).then((response) => {
      if (!response.ok) throw new Error(`HTTP ${response.status}`)
      return response.json() as Promise<unknown>
    }),
    (cause): LoadConfigError => ({ kind: 'unreachable', cause }),
  ).andThen((body) => {
    const parsed = v.safeParse(RuntimeConfigSchema, body)
    if (parsed.success) return ok(parsed.output)
    return err<RuntimeConfig, LoadConfigError>({
      kind: 'invalid',
      issues: parsed.issues.map(
        (issue) => `${v.getDotPath(issue) ?? '(root)'}: ${issue.message}`,
      ),
    })
  })
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
