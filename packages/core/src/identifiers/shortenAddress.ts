/** Options of {@link shortenAddress}: characters kept at each end. */
export type ShortenAddressOptions = {
  readonly head?: number
  readonly tail?: number
}

/**
 * Shortens an address (or hash) for display as `head…tail`. Returns the
 * text unchanged when shortening would not make it shorter.
 *
 * @example shortenAddress('DEm5jczGyyfrb8AbufR893FLxkWBwY8tAk') // 'DEm5jc…8tAk'
 */
export function shortenAddress(
  address: string,
  { head = 6, tail = 4 }: ShortenAddressOptions = {},
): string {
  const h = Math.max(0, Math.floor(head))
  const t = Math.max(0, Math.floor(tail))
  if (address.length <= h + t + 1) return address
  return `${address.slice(0, h)}…${t === 0 ? '' : address.slice(-t)}`
}
