import type { ResultAsync } from 'neverthrow'
import type { ApiError } from '../errors.js'
import { postRoute } from '../transport/postRoute.js'
import type { ApiTransport, CallOptions } from '../transport/types.js'
import { int } from '../transport/wire.js'

/** Highest indexed block (POST {version}/info/lastnumber; same in v3/v4). */
export function getLastNumber(
  client: ApiTransport,
  options?: CallOptions,
): ResultAsync<number, ApiError> {
  return postRoute(
    client,
    {
      path: `${client.version}/info/lastnumber`,
      data: int,
      toDomain: (height) => height,
    },
    {},
    options,
  )
}
