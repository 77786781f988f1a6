import { err, ok, type Result } from 'neverthrow'

/** 'This collection does not exist.' */
export type CollectionIssue = { readonly code: 'COLLECTION_NOT_FOUND' }

/**
 * Turns a collection lookup into a Result: the collection, or
 * `COLLECTION_NOT_FOUND` when the API returned nothing.
 *
 * @example validateCollection(undefined) // err({ code: 'COLLECTION_NOT_FOUND' })
 */
export function validateCollection<T>(
  collection: T | null | undefined,
): Result<T, CollectionIssue> {
  return collection === null || collection === undefined
    ? err({ code: 'COLLECTION_NOT_FOUND' })
    : ok(collection)
}
