import type { IndexerRecordBase } from './indexerRecord.js'

export type WdogeOp = 'deposit' | 'withdraw'

/** A wrap/unwrap operation (v4 wdoge/order). Amounts in koinu. */
export type WdogeOrder = IndexerRecordBase & {
  readonly op: WdogeOp
  readonly tick: string
  readonly amt: bigint
  readonly withdrawTxHash: string
  readonly withdrawTxIndex: number
  readonly withdrawTxRaw: string
  readonly withdrawBlockNumber: number
  readonly withdrawBlockHash: string
}
