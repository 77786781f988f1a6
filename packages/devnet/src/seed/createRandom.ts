/** A seeded PRNG (mulberry32): the seed world never touches Math.random. */
export type Random = {
  /** Uniform in [0, 1). */
  readonly next: () => number
  /** Integer in [min, max]. */
  readonly int: (min: number, max: number) => number
  readonly pick: <T>(items: readonly T[]) => T
  /** Pareto-ish heavy tail: mostly small, occasionally huge, in [1, cap]. */
  readonly heavy: (cap: number, alpha?: number) => number
  readonly bigint: (min: bigint, max: bigint) => bigint
}

export function createRandom(seed: number): Random {
  let a = seed >>> 0 || 0x9e3779b9
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const int = (min: number, max: number) =>
    min + Math.floor(next() * (max - min + 1))
  return {
    next,
    int,
    pick: (items) => {
      const item = items[int(0, items.length - 1)]
      if (item === undefined) throw new RangeError('pick from an empty list')
      return item
    },
    heavy: (cap, alpha = 1.2) => {
      const u = 1 - next()
      return Math.min(cap, Math.max(1, Math.floor(u ** (-1 / alpha))))
    },
    bigint: (min, max) => {
      const span = max - min + 1n
      // 53 random bits at a time, enough for the ranges used here.
      let r = 0n
      for (let i = 0; i < 4; i++)
        r = (r << 53n) + BigInt(Math.floor(next() * 2 ** 53))
      return min + (r % span)
    },
  }
}
