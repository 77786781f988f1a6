import { err, ok, type Result } from 'neverthrow'
import { isTxHash } from '../identifiers/isTxHash.js'

/** What a pasted lookup names. */
export type InscriptionLookup =
  /** A transaction hash (the reveal), lower-cased. */
  | { readonly kind: 'tx'; readonly hash: string }
  /** An order id: a UUID, lower-cased. */
  | { readonly kind: 'order'; readonly id: string }

export type InscriptionLookupError =
  | { readonly code: 'LOOKUP_REQUIRED' }
  /** Neither 64 hex digits nor a UUID. */
  | { readonly code: 'INVALID_LOOKUP' }

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

/**
 * Reads the inscription lookup box: a transaction hash (64 hex digits) or
 * an order id (a UUID, as the indexer and the upload service write them),
 * trimmed and lower-cased. Nothing is guessed from anything else.
 *
 * @example parseInscriptionLookup(' ABC…(64) ') // ok({ kind: 'tx', hash: 'abc…' })
 */
export function parseInscriptionLookup(
  text: string,
): Result<InscriptionLookup, InscriptionLookupError> {
  const value = typeof text === 'string' ? text.trim().toLowerCase() : ''
  if (value === '') return err({ code: 'LOOKUP_REQUIRED' })
  if (isTxHash(value)) return ok({ kind: 'tx', hash: value })
  if (UUID.test(value)) return ok({ kind: 'order', id: value })
  return err({ code: 'INVALID_LOOKUP' })
}
