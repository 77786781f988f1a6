import type { RuntimeConfig } from './runtimeConfig'

/** The origin of an absolute URL; `undefined` for a same-origin path. */
function absoluteOrigin(value: string | undefined): string | undefined {
  return value !== undefined && URL.canParse(value)
    ? new URL(value).origin
    : undefined
}

const unique = (values: readonly (string | undefined)[]): string[] => [
  ...new Set(values.filter((v): v is string => v !== undefined)),
]

/**
 * The Content-Security-Policy for an app running `config`: scripts only
 * from the app's own files (no inline script, no `eval`); styles from its
 * files and inline (Mantine sets style attributes and its theme variables);
 * images from the app, `data:` and `blob:` (thumbnails made in the page),
 * the content origin and the logo hosts; frames only from the content
 * origin (the sandboxed viewer); workers from the app's own files (zip
 * reading in a module worker); requests to the app and the API and service
 * hosts the config names; no plugins, no `<base>`, no framing, no forms
 * posting anywhere.
 */
export function getContentSecurityPolicy(
  config: RuntimeConfig,
  { dev = false }: { readonly dev?: boolean } = {},
): string {
  const { services } = config
  const connect = unique([
    absoluteOrigin(config.api.baseUrl),
    absoluteOrigin(config.devnetAdminUrl),
    absoluteOrigin(services.utxoBaseUrl),
    absoluteOrigin(services.uploadBaseUrl),
    absoluteOrigin(services.dogePrice.url),
    absoluteOrigin(services.dogePriceProxy?.url),
    ...services.fees.map((fee) => absoluteOrigin(fee.url)),
  ])
  const images = unique([
    absoluteOrigin(config.contentOrigin),
    ...config.logoOrigins.map(absoluteOrigin),
  ])
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    // The dev server's hot reload runs an inline preamble (never built).
    ['script-src', "'self'", ...(dev ? ["'unsafe-inline'"] : [])],
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", 'data:', 'blob:', ...images],
    ['worker-src', "'self'"],
    ['frame-src', ...unique([absoluteOrigin(config.contentOrigin)])],
    ['connect-src', "'self'", ...connect, ...(dev ? ['ws:'] : [])],
    ['object-src', "'none'"],
    ['base-uri', "'none'"],
    ['frame-ancestors', "'none'"],
    ['form-action', "'none'"],
  ]
  return directives.map((d) => d.join(' ')).join('; ')
}

/**
 * The headers every response of the app carries (README, "Deploying");
 * `dev` relaxes the policy for the dev server's hot reload only.
 */
export function getSecurityHeaders(
  config: RuntimeConfig,
  options: { readonly dev?: boolean } = {},
): Record<string, string> {
  return {
    'Content-Security-Policy': getContentSecurityPolicy(config, options),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
  }
}
