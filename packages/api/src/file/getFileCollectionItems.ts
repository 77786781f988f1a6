import type { FileCollectionItem } from '@drc20/core'
import type { ResultAsync } from 'neverthrow'
import * as v from 'valibot'
import type { ApiError } from '../errors.js'
import { postRoute } from '../transport/postRoute.js'
import type { ApiTransport, CallOptions } from '../transport/types.js'
import { listOf, str } from '../transport/wire.js'

export type GetFileCollectionItemsParameters = {
  readonly metaId: string
  readonly limit?: number
  readonly offset?: number
}

export const attributeRow = v.object({ trait_type: str, value: str })

const itemRow = v.object({
  id: str,
  meta: v.object({
    name: str,
    attributes: v.pipe(
      v.nullable(v.array(attributeRow)),
      v.transform((rows) => rows ?? []),
    ),
  }),
})

/**
 * Items of a collection (POST v4/file/collections/inscriptions). Server
 * defect kept as sent: each item carries the previous item's attributes.
 */
export function getFileCollectionItems(
  client: ApiTransport,
  params: GetFileCollectionItemsParameters,
  options?: CallOptions,
): ResultAsync<readonly FileCollectionItem[], ApiError> {
  return postRoute(
    client,
    {
      path: 'v4/file/collections/inscriptions',
      data: listOf(itemRow),
      toDomain: (rows) =>
        rows.map(
          (row): FileCollectionItem => ({
            fileId: row.id,
            name: row.meta.name,
            attributes: row.meta.attributes.map((a) => ({
              traitType: a.trait_type,
              value: a.value,
            })),
          }),
        ),
    },
    params,
    options,
  )
}
