export type ChainHeights = {
  /** Height of the node's tip. */
  readonly chainHeight: number
  /** Highest block the indexer has applied. */
  readonly indexHeight: number
}

export type ChainClock = {
  readonly heights: () => ChainHeights
  /** Appends `count` blocks; the indexer follows unless it is held back. */
  readonly mine: (count?: number) => ChainHeights
  /** Holds the indexer `lag` blocks behind the tip (0 releases it). */
  readonly setIndexLag: (lag: number) => ChainHeights
}

/**
 * Chain and index heights of the devnet. The indexer applies a block once one
 * more block sits on top of it, so without lag it trails the tip by one.
 */
export function createChainClock({
  genesisHeight,
}: {
  genesisHeight: number
}): ChainClock {
  let chainHeight = genesisHeight
  let lag = 0
  const heights = (): ChainHeights => ({
    chainHeight,
    indexHeight: Math.max(genesisHeight, chainHeight - 1 - lag),
  })
  return {
    heights,
    mine(count = 1) {
      if (!Number.isSafeInteger(count) || count < 0) {
        throw new RangeError(`cannot mine ${count} blocks`)
      }
      chainHeight += count
      return heights()
    },
    setIndexLag(next) {
      if (!Number.isSafeInteger(next) || next < 0) {
        throw new RangeError(`invalid index lag ${next}`)
      }
      lag = next
      return heights()
    },
  }
}
