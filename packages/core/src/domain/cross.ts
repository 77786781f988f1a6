import type { IndexerRecordBase } from './indexerRecord.js'

export type CrossOp = 'deploy' | 'mint' | 'burn'

/** A bridge inscription (v4 cross/collect). */
export type CrossOrder = IndexerRecordBase & {
  readonly op: CrossOp
  readonly tick: string
  readonly amt: bigint
  readonly chain: string
  readonly adminAddress: string
  readonly toAddress: string
}
