import type { FileCollection } from '@drc20/core'
import type { ResultAsync } from 'neverthrow'
import type { ApiError } from '../errors.js'
import { postRoute } from '../transport/postRoute.js'
import type { ApiTransport, CallOptions } from '../transport/types.js'
import { fileCollectionRow, toFileCollection } from './fileCollectionWire.js'

export type UploadCollectionMetaParameters = {
  /** Collection name; also the signed message. */
  readonly name: string
  /** Base64 65-byte compact signature of `name` (Bitcoin message prefix). */
  readonly sigMsg: string
  /** Empty/absent = create; set = edit (signer must own it). */
  readonly metaId?: string
  readonly description: string
  readonly discordLink: string
  readonly icon: string
  readonly slug: string
  readonly twitterLink: string
  readonly websiteLink: string
}

/** Creates or edits a collection (POST v4/file/upload/meta). */
export function uploadCollectionMeta(
  client: ApiTransport,
  params: UploadCollectionMetaParameters,
  options?: CallOptions,
): ResultAsync<FileCollection, ApiError> {
  return postRoute(
    client,
    {
      path: 'v4/file/upload/meta',
      data: fileCollectionRow,
      toDomain: toFileCollection,
    },
    params,
    options,
  )
}
