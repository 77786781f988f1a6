/**
 * A token's age in blocks: `indexHeight − deployHeight`, the blocks the
 * indexer has applied since the deploy's block (0 in the deploy's own
 * block). `undefined` when either height is unknown or not a
 * non-negative integer; never negative (an index that trails the deploy
 * reads as 0).
 *
 * @example getAgeInBlocks(5_500_000, 5_512_345) // 12345
 */
export function getAgeInBlocks(
  deployHeight: number | undefined,
  indexHeight: number | undefined,
): number | undefined {
  if (
    deployHeight === undefined ||
    indexHeight === undefined ||
    !Number.isSafeInteger(deployHeight) ||
    !Number.isSafeInteger(indexHeight) ||
    deployHeight < 0 ||
    indexHeight < 0
  )
    return undefined
  return Math.max(0, indexHeight - deployHeight)
}
