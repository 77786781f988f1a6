/**
 * JSON with tagged bigints, for the block log: a bigint `n` is written as
 * `{"$big":"<digits>"}` so a replay restores it exactly.
 */
export function stringifyTagged(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    typeof v === 'bigint' ? { $big: v.toString() } : v,
  )
}

export function parseTagged<T = unknown>(text: string): T {
  return JSON.parse(text, (_key, v: unknown) => {
    if (
      v !== null &&
      typeof v === 'object' &&
      !Array.isArray(v) &&
      '$big' in v &&
      Object.keys(v).length === 1
    ) {
      const digits = (v as { $big: unknown }).$big
      if (typeof digits === 'string') return BigInt(digits)
    }
    return v
  }) as T
}
