import type { IndexerRecordBase } from './indexerRecord.js'

export type FileOp = 'deploy' | 'transfer'

/** A file inscription operation (v4 file/order). */
export type FileOrder = IndexerRecordBase & {
  readonly op: FileOp
  readonly fileId: string
  readonly filePath: string
  /** Bytes. */
  readonly fileLength: number
  readonly fileType: string
  readonly toAddress: string
}

/** A file held (v4 file/collect-address). */
export type FileHolding = {
  readonly fileId: string
  readonly filePath: string
  readonly fileLength: number
  readonly fileType: string
  readonly holderAddress: string
  /** `''` when the file is in no collection. */
  readonly metaId: string
  readonly metaName: string
  readonly fileName: string
  readonly exId: string
  readonly tick: string
  readonly amt: bigint
  readonly updateDateMs: number
  readonly createDateMs: number
}

/** A collection (v4 file/collections). */
export type FileCollection = {
  readonly id: number | null
  readonly metaId: string
  readonly name: string
  readonly description: string
  readonly slug: string
  readonly icon: string
  readonly discordLink: string
  readonly twitterLink: string
  readonly websiteLink: string
  readonly holderAddress: string
  readonly isCheck: boolean
  readonly updateDateMs: number
  readonly createDateMs: number
}

export type FileAttribute = {
  readonly traitType: string
  readonly value: string
}

/**
 * An item of a collection (v4 file/collections/inscriptions). The server
 * shifts attributes by one item (docs/api.md §8.11); they are passed on
 * as sent.
 */
export type FileCollectionItem = {
  readonly fileId: string
  readonly name: string
  readonly attributes: readonly FileAttribute[]
}

/** Trait counts `{ traitType: { value: count } }` (file/collections/attributes). */
export type FileCollectionAttributes = Readonly<
  Record<string, Readonly<Record<string, number>>>
>
