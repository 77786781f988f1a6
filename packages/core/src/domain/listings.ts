import type { IndexerRecordBase } from './indexerRecord.js'

export type ExchangeOp = 'create' | 'trade' | 'cancel'

/** An order-v1 operation (v4 exchange/order). */
export type ExchangeOrder = IndexerRecordBase & {
  readonly op: ExchangeOp
  readonly exId: string
  readonly tick0: string
  readonly tick1: string
  readonly amt0: bigint
  readonly amt1: bigint
}

/** An order-v1 listing (v4 exchange/collect); open while amt0 != amt0Finish. */
export type ExchangeListing = {
  readonly id: number
  readonly exId: string
  readonly tick0: string
  readonly tick1: string
  readonly amt0: bigint
  readonly amt1: bigint
  readonly amt0Finish: bigint
  readonly amt1Finish: bigint
  readonly holderAddress: string
  readonly reservesAddress: string
  readonly createDateMs: number
  readonly updateDateMs: number
}

/** An order-v2 (file market) operation (v4 file-exchange/order). */
export type FileExchangeOrder = IndexerRecordBase & {
  readonly op: ExchangeOp
  readonly exId: string
  readonly fileId: string
  readonly tick: string
  readonly amt: bigint
  readonly isNft: boolean
  readonly fileName: string
  readonly metaName: string
  readonly filePath: string
}

/** A file-market activity row (v4 file-exchange/activity). */
export type FileExchangeActivity = {
  readonly op: ExchangeOp
  readonly orderId: string
  readonly exId: string
  readonly fileId: string
  readonly filePath: string
  readonly tick: string
  readonly amt: bigint
  readonly holderAddress: string
  readonly reservesAddress: string
  readonly txHash: string
  readonly blockNumber: number
  readonly blockHash: string
  readonly createDateMs: number
  readonly fileName: string
  readonly metaName: string
}

/** An item of a collection with its listing (v4 file-exchange/inscriptions). */
export type FileExchangeItem = {
  readonly fileId: string
  readonly metaName: string
  readonly fileName: string
  readonly exId: string
  readonly tick: string
  /** Listing price; `null` when not listed. */
  readonly amt: bigint | null
  readonly filePath: string
  readonly fileHolder: string
  readonly fileExchangeHolder: string
}
