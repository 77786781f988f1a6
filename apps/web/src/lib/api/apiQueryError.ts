import type { ApiError } from '@drc20/api'
import type { Result } from 'neverthrow'

/** A failed api call, carried through TanStack Query's error channel. */
export class ApiQueryError extends Error {
  override name = 'ApiQueryError'
  constructor(readonly apiError: ApiError) {
    super(apiError.kind)
  }
}

/** Inside a query function: the result's value, or its error thrown. */
export async function unwrapApiResult<T>(
  result: PromiseLike<Result<T, ApiError>>,
): Promise<T> {
  const settled = await result
  if (settled.isErr()) throw new ApiQueryError(settled.error)
  return settled.value
}
