/** Rows per page of the product's tables. */
export const DEFAULT_PAGE_SIZE = 10

/** A pagination button: a page number (1-based) or a gap marker. */
export type PaginationItem = number | 'start-ellipsis' | 'end-ellipsis'

/** Parameters of {@link getPaginationWindow}. */
export type GetPaginationWindowParameters = {
  /** Current page, 1-based (clamped to 1..pageCount). */
  readonly page: number
  readonly pageCount: number
  /** Most items shown, ellipses included. Default 8. */
  readonly maxButtons?: number
}

function range(from: number, to: number): number[] {
  const pages: number[] = []
  for (let p = from; p <= to; p++) pages.push(p)
  return pages
}

/**
 * The buttons of a pager: never more than `maxButtons` items (ellipses
 * count), always the current page, and (with `maxButtons ≥ 5`) the first
 * and the last page. An ellipsis always stands for at least two pages.
 * With fewer than 5 buttons it is a plain window around the current page.
 *
 * @example getPaginationWindow({ page: 10, pageCount: 20 })
 * // [1, 'start-ellipsis', 9, 10, 11, 12, 'end-ellipsis', 20]
 */
export function getPaginationWindow({
  page,
  pageCount,
  maxButtons = 8,
}: GetPaginationWindowParameters): PaginationItem[] {
  const count = Number.isFinite(pageCount) ? Math.floor(pageCount) : 0
  const slots = Number.isFinite(maxButtons) ? Math.floor(maxButtons) : 8
  if (count <= 0 || slots <= 0) return []
  const current = Math.min(
    count,
    Math.max(1, Number.isFinite(page) ? Math.floor(page) : 1),
  )
  if (count <= slots) return range(1, count)
  if (slots < 5) {
    const start = Math.min(
      Math.max(1, current - Math.floor((slots - 1) / 2)),
      count - slots + 1,
    )
    return range(start, start + slots - 1)
  }
  // Middle layout: 1, …, window, …, last, with window = slots − 4 pages.
  const width = slots - 4
  const start = current - Math.floor((width - 1) / 2)
  const end = start + width - 1
  if (start <= 3) return [...range(1, slots - 2), 'end-ellipsis', count]
  if (end >= count - 2) {
    return [1, 'start-ellipsis', ...range(count - (slots - 3), count)]
  }
  return [1, 'start-ellipsis', ...range(start, end), 'end-ellipsis', count]
}

/**
 * Number of pages for `totalRows` rows (at least 0).
 *
 * @example getPageCount(21) // 3
 */
export function getPageCount(
  totalRows: number,
  pageSize: number = DEFAULT_PAGE_SIZE,
): number {
  if (!(totalRows > 0) || !(pageSize > 0)) return 0
  return Math.ceil(totalRows / pageSize)
}
