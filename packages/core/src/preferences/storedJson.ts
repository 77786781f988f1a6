import { err, ok, type Result } from 'neverthrow'

/**
 * Why a stored value could not be read: nothing stored (`getItem` returned
 * null), or text that is not our JSON (corrupted, edited, truncated).
 */
export type StoredJsonError =
  | { readonly code: 'MISSING' }
  | { readonly code: 'CORRUPTED'; readonly cause: unknown }

const BIGINT_TAG = 'bigint'
const INTEGER = /^-?\d+$/

/**
 * Serialises state for local storage. JSON cannot hold bigints, so each is
 * written as `{"__type":"bigint","value":"<base-10>"}` (the tag
 * {@link parseStoredJson} revives). `undefined` at the top level is written
 * as `null`. Throws on circular structures, which our state never has.
 *
 * @example stringifyForStorage({ amt: 5n }) // '{"amt":{"__type":"bigint","value":"5"}}'
 */
export function stringifyForStorage(value: unknown): string {
  return (
    JSON.stringify(value, (_key, v: unknown) =>
      typeof v === 'bigint' ? { __type: BIGINT_TAG, value: v.toString() } : v,
    ) ?? 'null'
  )
}

class CorruptedTag extends Error {
  override name = 'CorruptedTag'
}

function revive(_key: string, value: unknown): unknown {
  if (
    typeof value === 'object' &&
    value !== null &&
    (value as { __type?: unknown }).__type === BIGINT_TAG
  ) {
    const digits = (value as { value?: unknown }).value
    if (typeof digits !== 'string' || !INTEGER.test(digits)) {
      throw new CorruptedTag('bigint tag without an integer value')
    }
    return BigInt(digits)
  }
  return value
}

/**
 * Reads a local-storage value written by {@link stringifyForStorage},
 * reviving tagged bigints. Never throws: missing or unreadable text comes
 * back as an error so the caller resets that key to its default instead of
 * crashing.
 *
 * @example parseStoredJson('{"amt":{"__type":"bigint","value":"5"}}') // ok({ amt: 5n })
 * @example parseStoredJson('{oops') // err({ code: 'CORRUPTED', cause: SyntaxError })
 */
export function parseStoredJson(
  text: string | null | undefined,
): Result<unknown, StoredJsonError> {
  if (text === null || text === undefined) return err({ code: 'MISSING' })
  try {
    return ok(JSON.parse(String(text), revive))
  } catch (cause) {
    // The edge where untrusted text meets JSON.parse: every failure here is
    // corrupted storage, mapped to a value.
    return err({ code: 'CORRUPTED', cause })
  }
}

/** A stored list read item by item (see {@link parseStoredJsonList}). */
export type StoredJsonList = {
  /** The items that could be read, bigints revived, in stored order. */
  readonly items: readonly unknown[]
  /** The JSON text of each item that could not (a broken bigint tag). */
  readonly unreadable: readonly string[]
}

/**
 * Reads a stored JSON list one item at a time, so that one corrupted item
 * (a broken bigint tag) costs only itself: its text comes back in
 * `unreadable` for the caller to keep aside. Text that is not a JSON list
 * at all is `CORRUPTED`, nothing stored is `MISSING`.
 *
 * @example parseStoredJsonList('[1,{"__type":"bigint","value":"x"}]') // ok({ items: [1], unreadable: ['{"__type":"bigint","value":"x"}'] })
 */
export function parseStoredJsonList(
  text: string | null | undefined,
): Result<StoredJsonList, StoredJsonError> {
  if (text === null || text === undefined) return err({ code: 'MISSING' })
  let parsed: unknown
  try {
    parsed = JSON.parse(String(text))
  } catch (cause) {
    return err({ code: 'CORRUPTED', cause })
  }
  if (!Array.isArray(parsed))
    return err({ code: 'CORRUPTED', cause: new TypeError('not a list') })
  const items: unknown[] = []
  const unreadable: string[] = []
  for (const item of parsed) {
    const raw = JSON.stringify(item) ?? 'null'
    const revived = parseStoredJson(raw)
    if (revived.isOk()) items.push(revived.value)
    else unreadable.push(raw)
  }
  return ok({ items, unreadable })
}
