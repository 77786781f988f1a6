import type { IndexerRecordBase } from './indexerRecord.js'

export type Drc20Op = 'deploy' | 'mint' | 'transfer'

/** A DRC-20 operation (v4 drc20/order, v3 orders/address). */
export type Drc20Order = IndexerRecordBase & {
  readonly p: string
  readonly op: Drc20Op
  readonly tick: string
  readonly amt: bigint
  readonly max: bigint
  readonly lim: bigint
  readonly dec: number
  readonly repeat: number
  readonly toAddress: string
}

/**
 * A DRC-20 operation in the v3 lookup shape (v3 drc20/order/id, orders/hash).
 * `receiveAddress` is the acting address; dates may be missing (`null`).
 */
export type Drc20OrderLookup = {
  readonly orderId: string
  readonly p: string
  readonly op: Drc20Op
  readonly tick: string
  readonly amt: bigint
  readonly max: bigint
  readonly lim: bigint
  readonly repeat: number
  readonly feeTxHash: string
  readonly drc20TxHash: string
  readonly blockHash: string
  readonly blockNumber: number
  readonly receiveAddress: string
  readonly toAddress: string
  readonly feeAddress: string
  readonly orderStatus: number
  readonly createDateMs: number | null
}
