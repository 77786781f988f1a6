/** Heights of the indexer and of the Dogecoin node (v4 info/blocknumber). */
export type BlockInfo = {
  readonly indexHeight: number
  readonly chainHeight: number
}
