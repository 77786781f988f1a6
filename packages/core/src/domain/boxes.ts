import type { IndexerRecordBase } from './indexerRecord.js'

export type BoxOp = 'deploy' | 'mint'

/** A box-v1 operation (v4 box/order). */
export type BoxOrder = IndexerRecordBase & {
  readonly op: BoxOp
  readonly tick0: string
  readonly tick1: string
  readonly max: bigint
  readonly amt0: bigint
  readonly liqamt: bigint
  readonly liqblock: number
  readonly amt1: bigint
}

/** A launchpad sale (v4 box/collect); `isDel` = refunded. */
export type BoxSale = {
  readonly id: number
  readonly tick0: string
  readonly tick1: string
  readonly max: bigint
  readonly amt0: bigint
  readonly liqamt: bigint
  readonly liqblock: number
  readonly amt1: bigint
  readonly amt0Finish: bigint
  readonly liqamtFinish: bigint
  readonly holderAddress: string
  readonly reservesAddress: string
  readonly isDel: boolean
  readonly createDateMs: number
  readonly updateDateMs: number
}
