import type { FileCollectionAttributes } from '@drc20/core'
import type { ResultAsync } from 'neverthrow'
import * as v from 'valibot'
import type { ApiError } from '../errors.js'
import { postRoute } from '../transport/postRoute.js'
import type { ApiTransport, CallOptions } from '../transport/types.js'
import { int } from '../transport/wire.js'

export type GetFileCollectionAttributesParameters = {
  readonly metaId?: string
  readonly fileId?: string
}

/** Trait counts of a collection (POST v4/file/collections/attributes). */
export function getFileCollectionAttributes(
  client: ApiTransport,
  params: GetFileCollectionAttributesParameters = {},
  options?: CallOptions,
): ResultAsync<FileCollectionAttributes, ApiError> {
  return postRoute(
    client,
    {
      path: 'v4/file/collections/attributes',
      data: v.pipe(
        v.nullable(v.record(v.string(), v.record(v.string(), int))),
        v.transform((data) => data ?? {}),
      ),
      toDomain: (data) => data,
    },
    params,
    options,
  )
}
