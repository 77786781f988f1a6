/**
 * A payload as the raw JSON the wallet signs, indented, with every
 * character outside printable ASCII written as a `\uXXXX` escape: a
 * zero-width, right-to-left or Cyrillic character in a tick cannot hide
 * in the raw view. Bigints print as their digits.
 *
 * @example formatRawPayload({ tick: 'D\u200bOGE' }) // '{\n  "tick": "D\\u200bOGE"\n}'
 */
export function formatRawPayload(payload: unknown): string {
  const json =
    JSON.stringify(
      payload,
      (_key, value: unknown) =>
        typeof value === 'bigint' ? value.toString() : value,
      2,
    ) ?? String(payload)
  return json.replace(
    /[^\x20-\x7e\n]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  )
}
