import type { IndexerRecordBase } from './indexerRecord.js'

export type NftOp = 'deploy' | 'mint' | 'transfer'

/** An AI-NFT operation (v4 nft/order). */
export type NftOrder = IndexerRecordBase & {
  readonly op: NftOp
  readonly tick: string
  readonly tickId: number
  readonly total: number
  readonly model: string
  readonly prompt: string
  readonly seed: number
  readonly imagePath: string
  readonly toAddress: string
}

/** An NFT collection (v4 nft/collect). */
export type NftCollection = {
  readonly tick: string
  readonly tickSum: number
  readonly total: number
  readonly model: string
  readonly prompt: string
  readonly imagePath: string
  readonly holderAddress: string
  readonly deployHash: string
  readonly transactions: number
  /** Always 0 on v4 (server defect). */
  readonly holders: number
  readonly introduction: string | null
  readonly isCheck: boolean
  readonly createDateMs: number
}

/** An NFT held (v4 nft/collect-address). */
export type NftItem = {
  readonly id: number
  readonly tick: string
  readonly tickId: number
  readonly prompt: string
  readonly imagePath: string
  readonly deployHash: string
  readonly holderAddress: string
  readonly transactions: number
  readonly isCheck: boolean
  readonly updateDateMs: number
  readonly createDateMs: number
}
