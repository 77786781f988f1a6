import { Result } from 'neverthrow'

/** Chosen trait values: `{ trait: [values] }`. */
export type TraitFilter = Readonly<Record<string, readonly string[]>>

/**
 * Adds or removes one trait value. Values of one trait are ORed, traits
 * ANDed (docs/api.md §8.12 `attributes`); a trait with no value left is
 * dropped, so an empty filter is `{}`. Keys and values come out sorted,
 * so equal filters are equal objects (and query keys).
 */
export function toggleTraitValue(
  filter: TraitFilter,
  trait: string,
  value: string,
): TraitFilter {
  const current = filter[trait] ?? []
  const next = current.includes(value)
    ? current.filter((v) => v !== value)
    : [...current, value]
  const entries = Object.entries({ ...filter, [trait]: next })
    .filter(([, values]) => values.length > 0)
    .map(([t, values]) => [t, [...values].sort()] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
  return Object.fromEntries(entries)
}

const decode = Result.fromThrowable(decodeURIComponent, () => 'MALFORMED')

/** `Trait:Value` pairs for a URL (each part URI-encoded) and back. */
export function formatTraitFilter(filter: TraitFilter): string[] {
  return Object.entries(filter).flatMap(([trait, values]) =>
    values.map((v) => `${encodeURIComponent(trait)}:${encodeURIComponent(v)}`),
  )
}

/**
 * Reads `Trait:Value` pairs (from a URL); malformed entries are skipped.
 * At most 50 pairs, each part at most 100 characters.
 */
export function parseTraitFilter(pairs: readonly unknown[]): TraitFilter {
  let filter: TraitFilter = {}
  for (const pair of pairs.slice(0, 50)) {
    if (typeof pair !== 'string') continue
    const at = pair.indexOf(':')
    if (at < 1) continue
    const trait = decode(pair.slice(0, at))
    const value = decode(pair.slice(at + 1))
    if (trait.isErr() || value.isErr()) continue
    const [t, v] = [trait.value, value.value]
    if (t.length > 100 || v.length > 100 || v === '') continue
    if (filter[t]?.includes(v)) continue
    filter = toggleTraitValue(filter, t, v)
  }
  return filter
}
