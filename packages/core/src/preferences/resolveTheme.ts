/** The two colour schemes. */
export type ColorScheme = 'light' | 'dark'

/** Parameters of {@link resolveTheme}. */
export type ResolveThemeParameters = {
  /** The stored colour-scheme choice, if any (untrusted). */
  readonly stored: unknown
  /** `matchMedia('(prefers-color-scheme: dark)').matches`. */
  readonly systemPrefersDark: boolean
}

/** The scheme to show and whether it still follows the system. */
export type ResolvedTheme = {
  readonly scheme: ColorScheme
  /** True while no choice is stored: keep following system changes. */
  readonly followsSystem: boolean
}

function readScheme(stored: unknown): ColorScheme | undefined {
  if (stored === 'light' || stored === 'dark') return stored
  // Also accept the JSON-quoted form a JSON storage layer writes.
  if (stored === '"light"') return 'light'
  if (stored === '"dark"') return 'dark'
  return undefined
}

/**
 * The colour scheme to show (docs/product.md §4): a stored `light` or `dark` wins;
 * otherwise the system preference, followed until the user chooses. Any
 * other stored value (corrupted, legacy) counts as no choice.
 *
 * @example resolveTheme({ stored: null, systemPrefersDark: true }) // { scheme: 'dark', followsSystem: true }
 */
export function resolveTheme({
  stored,
  systemPrefersDark,
}: ResolveThemeParameters): ResolvedTheme {
  const chosen = readScheme(stored)
  if (chosen) return { scheme: chosen, followsSystem: false }
  return {
    scheme: systemPrefersDark === true ? 'dark' : 'light',
    followsSystem: true,
  }
}
