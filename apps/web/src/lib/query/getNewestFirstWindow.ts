/**
 * The v4 wdoge order route returns rows in storage order, oldest first
 * (docs/api.md §8.8: "Order: none"). To show page `page` newest first,
 * read the matching slice from the end and reverse it.
 */
export function getNewestFirstWindow({
  page,
  pageSize,
  total,
}: {
  /** 1-based. */
  readonly page: number
  readonly pageSize: number
  readonly total: number
}): { readonly offset: number; readonly limit: number } {
  const end = Math.max(0, total - (page - 1) * pageSize)
  const offset = Math.max(0, end - pageSize)
  return { offset, limit: end - offset }
}
