import type { FileAttribute } from '../../domain/files.js'

/** Items sent per `upload/inscriptions/meta` request. */
export const COLLECTION_ITEMS_CHUNK = 100

/** One item of a collection as uploaded (docs/api.md §8.11). */
export type CollectionUploadItem = {
  readonly fileId: string
  readonly name: string
  readonly attributes: readonly FileAttribute[]
}

/**
 * Where the submission of a collection stands. The signature and the
 * collection id are kept so that a retry neither asks the wallet again
 * nor creates a second collection; `saved` lists the items the server
 * confirmed, which a retry does not send again.
 */
export type CollectionUploadState = {
  readonly signature: string | null
  /** The collection's id once `upload/meta` answered (or when editing). */
  readonly metaId: string | null
  /** Whether `upload/meta` succeeded in this submission. */
  readonly metaSaved: boolean
  readonly saved: readonly string[]
}

/** The next request of a submission. */
export type CollectionUploadStep =
  | { readonly kind: 'sign' }
  | { readonly kind: 'meta' }
  | { readonly kind: 'items'; readonly items: readonly CollectionUploadItem[] }
  | { readonly kind: 'done' }

/** A new submission: create (`metaId` null) or edit an existing collection. */
export function startCollectionUpload(
  metaId: string | null = null,
): CollectionUploadState {
  return { signature: null, metaId, metaSaved: false, saved: [] }
}

/**
 * The next request: sign the name, then save the collection, then the
 * items not saved yet, `chunk` at a time.
 *
 * @example getCollectionUploadStep({ signature: 's', metaId: 'm', metaSaved: true, saved: ['a'] }, [a, b]) // { kind: 'items', items: [b] }
 */
export function getCollectionUploadStep(
  state: CollectionUploadState,
  items: readonly CollectionUploadItem[],
  chunk: number = COLLECTION_ITEMS_CHUNK,
): CollectionUploadStep {
  if (state.signature === null) return { kind: 'sign' }
  if (!state.metaSaved || state.metaId === null) return { kind: 'meta' }
  const saved = new Set(state.saved)
  const rest = items.filter((i) => !saved.has(i.fileId))
  if (rest.length === 0) return { kind: 'done' }
  return { kind: 'items', items: rest.slice(0, Math.max(1, chunk)) }
}

/** The items still to send. */
export function getUnsavedCollectionItems(
  state: CollectionUploadState,
  items: readonly CollectionUploadItem[],
): readonly CollectionUploadItem[] {
  const saved = new Set(state.saved)
  return items.filter((i) => !saved.has(i.fileId))
}

/** What one answered request changes. */
export type CollectionUploadEvent =
  | { readonly kind: 'signed'; readonly signature: string }
  | { readonly kind: 'metaSaved'; readonly metaId: string }
  | { readonly kind: 'itemsSaved'; readonly fileIds: readonly string[] }

export function applyCollectionUploadEvent(
  state: CollectionUploadState,
  event: CollectionUploadEvent,
): CollectionUploadState {
  switch (event.kind) {
    case 'signed':
      return { ...state, signature: event.signature }
    case 'metaSaved':
      return { ...state, metaId: event.metaId, metaSaved: true }
    case 'itemsSaved': {
      const saved = new Set(state.saved)
      return {
        ...state,
        saved: [
          ...state.saved,
          ...event.fileIds.filter((id) => !saved.has(id)),
        ],
      }
    }
  }
}
