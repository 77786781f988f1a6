/**
 * Thrown by {@link assert} when a state the code rules out happens anyway.
 * A bug, never an expected failure: expected failures are `Result` values.
 */
export class AssertionError extends Error {
  override name = 'AssertionError' as const
  /** A short, stable code naming the broken invariant. */
  readonly code: string

  constructor(code: string) {
    super(`Assertion failed: ${code}`)
    this.code = code
  }
}

/**
 * Throws an {@link AssertionError} carrying `code` when `condition` is falsy;
 * narrows `condition` otherwise. For impossible states only.
 *
 * @example assert(decimals >= 0, 'NEGATIVE_DECIMALS')
 */
export function assert(condition: unknown, code: string): asserts condition {
  if (!condition) throw new AssertionError(code)
}
