/** Cap of one block-number retry delay (spec §7: max 10 s). */
const MAX_RETRY_DELAY_MS = 10_000
const MAX_RETRIES = 3

/**
 * Delay before retry `attempt` (0-based) of the block-number call: 1 s, 2 s,
 * 4 s (doubling, capped at 10 s); `undefined` after 3 retries.
 *
 * Local stand-in with the name and signature that `@drc20/core` (part B) is
 * to export; switch the import to core once it lands.
 */
export function getBlockNumberRetryDelay(attempt: number): number | undefined {
  if (!Number.isInteger(attempt) || attempt < 0 || attempt >= MAX_RETRIES) {
    return undefined
  }
  return Math.min(1000 * 2 ** attempt, MAX_RETRY_DELAY_MS)
}
