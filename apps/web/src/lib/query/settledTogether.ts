/** What `settledTogether` reads of each query's result. */
export type SettlingResult<T> = {
  readonly status: 'pending' | 'error' | 'success'
  readonly data: T | undefined
  readonly error: unknown
  readonly refetch: () => unknown
}

/** A set of queries shown together, once every one of them has answered. */
export type SettledTogether<T> = {
  /** Each query's data, in order; `undefined` until all have answered. */
  readonly data: readonly (T | undefined)[] | undefined
  /** The first error among them, once all have answered. */
  readonly error: unknown
  /** Each query's refetch, for a Retry. */
  readonly refetches: readonly (() => unknown)[]
}

/**
 * A `combine` for `useQueries`: the queries' data only once each one has
 * answered (with data or an error), and new data after that only as whole
 * sets. TanStack Query re-renders a `useQueries` with `combine` only when
 * the combined value changes (it keeps equal values' identity), so a
 * dozen series that answer one by one render the page once, not a dozen
 * times; a background refetch that changes one of them renders it again.
 */
export function settledTogether<T>(
  results: readonly SettlingResult<T>[],
): SettledTogether<T> {
  const settled = results.every((result) => result.status !== 'pending')
  return {
    data: settled ? results.map((result) => result.data) : undefined,
    error: settled
      ? results.find((result) => result.status === 'error')?.error
      : undefined,
    refetches: results.map((result) => result.refetch),
  }
}
