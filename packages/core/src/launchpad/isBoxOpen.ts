export type IsBoxOpenParameters = {
  /** The chain's latest block height. */
  readonly height: number
  /** Mode B end height. */
  readonly liqblock?: number
  /** Mode A cap and the amount raised so far. */
  readonly liqamt?: bigint
  readonly raised?: bigint
}

/**
 * Whether the UI may still offer a contribution.
 * - Mode B: contributions must CONFIRM below liqblock (later ones are
 *   stranded), and one broadcast at height h confirms at h + 1 at best, so
 *   the box closes at `liqblock − 1`: open while `height < liqblock − 1`.
 * - Mode A: open while `raised < liqamt` (the indexer refuses a mint that
 *   would pass the cap). On the newest indexer mode A finishes on the first
 *   mint, so later mints are unreliable; see protocol.md §13.3.
 */
export function isBoxOpen({
  height,
  liqblock,
  liqamt,
  raised = 0n,
}: IsBoxOpenParameters): boolean {
  if (liqblock !== undefined && liqblock > 0) return height < liqblock - 1
  if (liqamt !== undefined && liqamt > 0n) return raised < liqamt
  return false
}
