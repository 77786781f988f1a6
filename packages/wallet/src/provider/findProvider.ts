/** The names under which the extension injects its provider, newest first. */
export const PROVIDER_GLOBALS = ['dogeuni', 'unielon'] as const

export type ProviderGlobal = (typeof PROVIDER_GLOBALS)[number]

/** The minimal shape this module relies on to recognise a provider. */
export type ProviderLike = {
  requestAccounts: (...args: never[]) => unknown
  getAccounts: (...args: never[]) => unknown
}

export type FoundProvider<P> = {
  readonly provider: P
  readonly via: ProviderGlobal
}

function isProviderLike(value: unknown): value is ProviderLike {
  return (
    (typeof value === 'object' || typeof value === 'function') &&
    value !== null &&
    typeof (value as ProviderLike).requestAccounts === 'function' &&
    typeof (value as ProviderLike).getAccounts === 'function'
  )
}

/**
 * Looks up the injected provider on a window-like object, preferring the
 * rebranded `dogeuni` global over `unielon`. Returns `undefined` when neither
 * holds something provider-shaped (server side, tests, not installed).
 */
export function findProvider(
  host: Partial<Record<ProviderGlobal, unknown>> | undefined,
): FoundProvider<ProviderLike> | undefined {
  if (!host) return undefined
  for (const via of PROVIDER_GLOBALS) {
    const candidate = host[via]
    if (isProviderLike(candidate)) return { provider: candidate, via }
  }
  return undefined
}
