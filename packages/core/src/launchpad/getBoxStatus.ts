/** Where a box stands (docs/protocol.md §13.3). */
export type BoxStatus =
  /** Open for contributions. */
  | 'raising'
  /**
   * Mode B, the block before liqblock: a contribution sent now confirms at
   * liqblock at best and would be stranded.
   */
  | 'closing'
  /** The finish created the pool and paid the shares. */
  | 'finished'
  /** Mode B with nothing raised at liqblock: tick0 burned and unregistered. */
  | 'refunded'
  /**
   * Indexed past liqblock yet neither finished nor refunded: the finish
   * failed and the live indexer retries that block.
   */
  | 'stalled'

export type GetBoxStatusParameters = {
  readonly liqamt: bigint
  readonly liqblock: number
  /** `amt0_finish`: `amt0` once finished, else 0. */
  readonly amount0Finish: bigint
  /** `liqamt_finish`: raised so far. */
  readonly raised: bigint
  readonly isDeleted: boolean
  /** The index height. */
  readonly height: number
}

/**
 * A box's status from its `box/collect` row and the index height. Mode A
 * finishes on its first mint; mode B finishes or refunds at the start of
 * block liqblock, so a box still open once that block is indexed stalled.
 */
export function getBoxStatus({
  liqamt,
  liqblock,
  amount0Finish,
  raised,
  isDeleted,
  height,
}: GetBoxStatusParameters): BoxStatus {
  if (isDeleted) return 'refunded'
  if (amount0Finish > 0n) return 'finished'
  if (liqblock > 0) {
    if (height < liqblock - 1) return 'raising'
    if (height < liqblock) return 'closing'
    return 'stalled'
  }
  return liqamt > 0n && raised > 0n ? 'finished' : 'raising'
}
