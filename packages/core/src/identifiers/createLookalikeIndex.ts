import { getTickSkeleton } from './getTickSkeleton.js'

/** Looks up the lookalikes of a tick among a list of ticks. */
export type LookalikeIndex = {
  /**
   * The listed ticks other than `tick` itself that share its skeleton
   * (`getTickSkeleton`): they differ only by letter case, by `0`/`O` or
   * `1`/`I`/`L`, by a Cyrillic or Greek homoglyph, or by invisible
   * characters. Sorted, without duplicates.
   */
  readonly lookalikesOf: (tick: string) => readonly string[]
  /** Whether any other listed tick looks like `tick`. */
  readonly hasLookalike: (tick: string) => boolean
}

/**
 * Indexes `ticks` by skeleton once (O(n)), so every row of a long token
 * list can be checked in O(1). A tick is never its own lookalike; two
 * listed ticks that are the same string count once.
 *
 * @example createLookalikeIndex(['DOGE', 'D0GE', 'UNIX']).lookalikesOf('DOGE') // ['D0GE']
 */
export function createLookalikeIndex(ticks: Iterable<string>): LookalikeIndex {
  const bySkeleton = new Map<string, Set<string>>()
  for (const tick of ticks) {
    const skeleton = getTickSkeleton(tick)
    let group = bySkeleton.get(skeleton)
    if (group === undefined) {
      group = new Set()
      bySkeleton.set(skeleton, group)
    }
    group.add(tick)
  }
  const lookalikesOf = (tick: string): readonly string[] => {
    const group = bySkeleton.get(getTickSkeleton(tick))
    if (group === undefined) return []
    return [...group].filter((other) => other !== tick).sort()
  }
  return {
    lookalikesOf,
    hasLookalike: (tick) => {
      const group = bySkeleton.get(getTickSkeleton(tick))
      if (group === undefined) return false
      return group.size > (group.has(tick) ? 1 : 0)
    },
  }
}
