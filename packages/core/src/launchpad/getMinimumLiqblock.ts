/**
 * Blocks between the chain height and the earliest mode-B `liqblock` the
 * product accepts (docs/protocol.md §13.3). A box whose deploy confirms at or
 * after its `liqblock` never finishes or refunds, and contributions must
 * confirm below it: the deploy needs a block or two to confirm, each
 * contribution as many again, so 10 blocks (about 10 minutes) leave a real
 * window. The deploy guard and the payload builder both use it.
 */
export const BOX_LIQBLOCK_MARGIN = 10

/**
 * The earliest `liqblock` accepted at chain height `currentHeight`:
 * `currentHeight + BOX_LIQBLOCK_MARGIN`.
 *
 * @example getMinimumLiqblock(5_600_000) // 5_600_010
 */
export function getMinimumLiqblock(currentHeight: number): number {
  if (!Number.isSafeInteger(currentHeight) || currentHeight < 0)
    throw new RangeError('getMinimumLiqblock: invalid height')
  return currentHeight + BOX_LIQBLOCK_MARGIN
}
