export type IsBoxOpenParameters = {
  /** The chain's latest block height. */
  readonly height: number
  /** Mode B end height. */
  readonly liqblock?: number
  /** Mode A cap and the amount raised so far (the box's tick1 balance). */
  readonly liqamt?: bigint
  readonly raised?: bigint
}

/**
 * Whether the UI may still offer a contribution (docs/protocol.md §13.3, §15).
 * - Mode B: contributions must CONFIRM below liqblock (later ones are
 *   stranded), and one broadcast at height h confirms at h + 1 at best, so
 *   the box closes at `liqblock − 1`: open while `height < liqblock − 1`.
 * - Mode A: open only while nothing is raised. The newest indexer finishes
 *   a mode-A box on its first mint, and every later mint then fails (the
 *   second finish finds too little tick1), so a box that raised anything
 *   is closed.
 */
export function isBoxOpen({
  height,
  liqblock,
  liqamt,
  raised = 0n,
}: IsBoxOpenParameters): boolean {
  if (liqblock !== undefined && liqblock > 0) return height < liqblock - 1
  if (liqamt !== undefined && liqamt > 0n) return raised === 0n
  return false
}
