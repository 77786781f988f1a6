/** The deadline box's default, in minutes. */
export const DEFAULT_DEADLINE_MINUTES = 20
/** The longest deadline accepted: 3 days. */
export const MAX_DEADLINE_MINUTES = 4320

/**
 * The deadline box: whole minutes, 1..4320 (3 days); `undefined` when
 * invalid. The inscription has no deadline field: a quote older than this
 * is not signed but refreshed (see {@link isQuoteExpired}).
 *
 * @example parseDeadlineMinutes(' 30 ') // 30
 * @example parseDeadlineMinutes('0') // undefined
 */
export function parseDeadlineMinutes(text: string): number | undefined {
  const trimmed = text.trim()
  if (!/^\d{1,4}$/.test(trimmed)) return undefined
  const minutes = Number(trimmed)
  return minutes >= 1 && minutes <= MAX_DEADLINE_MINUTES ? minutes : undefined
}

/**
 * Whether a quote made at `quotedAtMs` has outlived the deadline at
 * `nowMs` (strictly more than `deadlineMinutes` × 60,000 ms).
 */
export function isQuoteExpired({
  quotedAtMs,
  nowMs,
  deadlineMinutes,
}: {
  readonly quotedAtMs: number
  readonly nowMs: number
  readonly deadlineMinutes: number
}): boolean {
  return nowMs - quotedAtMs > deadlineMinutes * 60_000
}
