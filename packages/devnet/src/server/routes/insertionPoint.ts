/**
 * Where `item` goes in `sorted` to keep it sorted: the first index whose
 * element is not `before` it (binary search, O(log n)).
 */
export function insertionPoint<T>(
  sorted: readonly T[],
  item: T,
  before: (a: T, b: T) => boolean,
): number {
  let lo = 0
  let hi = sorted.length
  while (lo < hi) {
    const mid = (lo + hi) >> 1
    if (before(sorted[mid] as T, item)) lo = mid + 1
    else hi = mid
  }
  return lo
}
