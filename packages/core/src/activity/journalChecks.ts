import type { JournalEntry } from './journalTypes.js'

/**
 * Blocks a pending entry waits for any indexer row before it is marked
 * `not-found` ("it may have been dropped"): about an hour of Dogecoin
 * blocks (one a minute). A transaction the node accepted is indexed one
 * block after it is mined (docs/protocol.md §2.3), so an hour without a
 * row means it was never mined, or was replaced. A product rule, not a
 * protocol one; the user can check an entry again.
 */
export const JOURNAL_NOT_FOUND_AFTER_BLOCKS = 60

/** Longest wait between two checks of one entry, in blocks. */
export const JOURNAL_CHECK_MAX_DELAY_BLOCKS = 16

/** Requests the journal sends at the same time, at most. */
export const JOURNAL_CHECK_CONCURRENCY = 4

/**
 * Entries checked per new block, at most: a journal of thousands of
 * pending entries is worked through over several blocks, never in one
 * burst.
 */
export const JOURNAL_CHECKS_PER_ROUND = 25

/**
 * Blocks to wait after the `missedChecks`-th check that found no indexer
 * row: `min(2^(missedChecks − 1), 16)`, and 1 for the first.
 *
 *   missed checks   1   2   3   4   5   6 …
 *   wait (blocks)   1   2   4   8  16  16
 *
 * An operation is normally indexed within two blocks, so the first checks
 * follow each block; later ones spread out.
 */
export function getJournalCheckDelayBlocks(missedChecks: number): number {
  if (!Number.isSafeInteger(missedChecks) || missedChecks < 0)
    throw new RangeError('missedChecks must be a non-negative integer')
  if (missedChecks <= 1) return 1
  return Math.min(2 ** (missedChecks - 1), JOURNAL_CHECK_MAX_DELAY_BLOCKS)
}

/**
 * The pending entries to ask the indexer about at `indexHeight`: those
 * whose backoff has passed (`nextCheckHeight` ≤ the height, or never
 * checked), the longest-waiting first and, among those never checked, the
 * newest submission first (what the user just did). At most `max`.
 */
export function selectJournalChecks<E extends JournalEntry>(
  entries: readonly E[],
  indexHeight: number,
  max: number = JOURNAL_CHECKS_PER_ROUND,
): E[] {
  const due = entries.filter(
    (entry) =>
      entry.status === 'pending' &&
      (entry.nextCheckHeight === undefined ||
        entry.nextCheckHeight <= indexHeight),
  )
  due.sort((a, b) => {
    const byHeight =
      (a.nextCheckHeight ?? Number.NEGATIVE_INFINITY) -
      (b.nextCheckHeight ?? Number.NEGATIVE_INFINITY)
    if (byHeight !== 0 && !Number.isNaN(byHeight)) return byHeight
    return b.submittedAtMs - a.submittedAtMs
  })
  return due.slice(0, Math.max(0, max))
}
