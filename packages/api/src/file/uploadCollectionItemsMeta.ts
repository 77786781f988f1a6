import type { FileAttribute } from '@drc20/core'
import type { ResultAsync } from 'neverthrow'
import * as v from 'valibot'
import type { ApiError } from '../errors.js'
import { postRoute } from '../transport/postRoute.js'
import type { ApiTransport, CallOptions } from '../transport/types.js'

export type UploadCollectionItemsMetaParameters = {
  /** Base64 signature of `metaName`. */
  readonly sigMsg: string
  readonly metaId: string
  readonly metaName: string
  readonly items: readonly {
    readonly fileId: string
    readonly name: string
    readonly attributes: readonly FileAttribute[]
  }[]
}

/**
 * Attaches items to a collection (POST v4/file/upload/inscriptions/meta).
 * A failure part-way leaves earlier items written (server behaviour).
 */
export function uploadCollectionItemsMeta(
  client: ApiTransport,
  params: UploadCollectionItemsMetaParameters,
  options?: CallOptions,
): ResultAsync<null, ApiError> {
  return postRoute(
    client,
    {
      path: 'v4/file/upload/inscriptions/meta',
      data: v.unknown(),
      toDomain: () => null,
    },
    {
      sigMsg: params.sigMsg,
      metaId: params.metaId,
      metaName: params.metaName,
      metas: params.items.map((item) => ({
        id: item.fileId,
        meta: {
          name: item.name,
          attributes: item.attributes.map((a) => ({
            trait_type: a.traitType,
            value: a.value,
          })),
        },
      })),
    },
    options,
  )
}
