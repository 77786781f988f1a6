import type { IndexerRecordBase } from './indexerRecord.js'

export type SwapOp = 'create' | 'add' | 'remove' | 'swap'

/** A pair-v1 operation (v4 swap/order). For a swap, tick0 is paid in. */
export type SwapOrder = IndexerRecordBase & {
  readonly op: SwapOp
  readonly tick0: string
  readonly tick1: string
  readonly amt0: bigint
  readonly amt1: bigint
  readonly amt0Min: bigint
  readonly amt1Min: bigint
  readonly amt0Out: bigint
  readonly amt1Out: bigint
  readonly liquidity: bigint
  /** 1 = the WDOGE leg is wrapped/unwrapped automatically. */
  readonly doge: number
  readonly txIndex: number
}

/** A pair-v2 operation (v4 swap_v2/order). */
export type SwapV2Order = SwapOrder & {
  readonly pairId: string
  readonly tick0Id: string
  readonly tick1Id: string
  readonly blockTimeMs: number
}
