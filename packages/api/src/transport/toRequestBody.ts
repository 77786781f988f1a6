/**
 * Builds the JSON body of a provider request from camelCase parameters:
 * top-level keys become snake_case (`holderAddress` -> `holder_address`),
 * `undefined` values are dropped, nested values are sent as given. Returns
 * a new object; the caller's parameters are never modified.
 */
export function toRequestBody(
  params: object | undefined,
): Record<string, unknown> {
  const body: Record<string, unknown> = {}
  if (params === undefined) return body
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined) continue
    body[key.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase()] = value
  }
  return body
}
