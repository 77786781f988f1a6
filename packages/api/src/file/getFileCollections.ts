import type { FileCollection } from '@drc20/core'
import type { ResultAsync } from 'neverthrow'
import type { ApiError } from '../errors.js'
import { postRoute } from '../transport/postRoute.js'
import type { ApiTransport, CallOptions, Page } from '../transport/types.js'
import { listOf } from '../transport/wire.js'
import { fileCollectionRow, toFileCollection } from './fileCollectionWire.js'

export type GetFileCollectionsParameters = {
  /** Ignored by the server when `holderAddress` is given. */
  readonly metaId?: string
  /** Owner: lists their collections, verified or not. */
  readonly holderAddress?: string
  readonly limit?: number
  readonly offset?: number
}

/** Collections: verified ones, or one owner's (POST v4/file/collections). */
export function getFileCollections(
  client: ApiTransport,
  params: GetFileCollectionsParameters = {},
  options?: CallOptions,
): ResultAsync<Page<FileCollection>, ApiError> {
  return postRoute(
    client,
    {
      path: 'v4/file/collections',
      data: listOf(fileCollectionRow),
      toDomain: (rows, total) => ({
        items: rows.map(toFileCollection),
        total,
      }),
    },
    params,
    options,
  )
}
