import { int, type RequestBody, str } from '../envelope.js'
import type { RouteContext } from '../routeTypes.js'

/** Rows in reverse insertion order (newest first). */
export function descending<T>(rows: readonly T[]): T[] {
  return [...rows].reverse()
}

/** Rows by id, highest first. */
export const desc = <T extends { id: number }>(rows: readonly T[]) =>
  [...rows].sort((a, b) => b.id - a.id)

/**
 * The absolute URL of content the rows store as a path (`/content/<id>`):
 * on the content origin, never on the API's.
 */
export const url = (ctx: RouteContext, path: string) =>
  path.startsWith('/') ? `${ctx.contentUrl}${path}` : path

/** The request filters `name` to `value`, or does not filter on it. */
export function eq(
  body: RequestBody,
  name: string,
  value: string | number,
): boolean {
  const want = typeof value === 'number' ? int(body, name) : str(body, name)
  return !want || want === value
}
