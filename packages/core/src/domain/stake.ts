import type { StakeV1Schedule } from '../stake/getStakeV1Apy.js'
import type { IndexerRecordBase } from './indexerRecord.js'

export type StakeOp = 'stake' | 'unstake' | 'getallreward'

/** A stake-v1 operation (v4 stake/order). */
export type StakeOrder = IndexerRecordBase & {
  readonly op: StakeOp
  readonly tick: string
  readonly amt: bigint
}

/** A stake pool (v4 stake/collect). */
export type StakePool = {
  readonly id: number
  readonly tick: string
  readonly amt: bigint
  readonly reward: bigint
  readonly reservesAddress: string
  readonly holders: number
  readonly updateDateMs: number
  readonly createDateMs: number
  /**
   * The reward schedule, only where the source publishes one (the devnet's
   * `end_block` and `reward_per_block`); the live API has none, its accrual
   * being switched off (docs/protocol.md §11.3).
   */
  readonly schedule?: StakeV1Schedule
}

/** A holder's stake (v4 stake/collect-address). */
export type StakePosition = {
  readonly id: number
  readonly tick: string
  readonly amt: bigint
  readonly reward: bigint
  readonly receivedReward: bigint
  readonly holderAddress: string
  readonly updateDateMs: number
  readonly createDateMs: number
}

/** A holder's reward line (v4 stake/reward). `null` where the wire is. */
export type StakeReward = {
  readonly tick: string
  readonly totalRewardPool: bigint | null
  /** Pending (unclaimed). */
  readonly reward: bigint | null
  /** Claimed. */
  readonly receivedReward: bigint | null
}

/** Totals per stake pool (v4 stake/total). */
export type StakeTotal = {
  readonly tick: string
  readonly amt: bigint
  readonly reward: bigint
  /** Always 0 (server defect). */
  readonly holders: number
}
