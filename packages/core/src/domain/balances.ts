/** A non-zero balance row (v4 drc20/collect-address). */
export type Drc20Balance = {
  readonly tick: string
  readonly amt: bigint
  /** The token's supply cap, base units. */
  readonly max: bigint | null
  readonly logo: string
  readonly holderAddress: string
  readonly transactions: number
  readonly updateDateMs: number
  readonly createDateMs: number
}

/** A tick with an amount (v3 drc20/address, drc20/address/tick). */
export type Drc20TickAmount = {
  readonly tick: string
  readonly amt: bigint
}

/** One balance move of the ledger (v4 drc20/history). */
export type Drc20Move = {
  readonly id: number
  /** `''` for a mint. */
  readonly fromAddress: string
  /** `''` for a burn. */
  readonly toAddress: string
  readonly tick: string
  readonly amt: bigint
  /** May be the pseudo-txids `box_finish` / `box_refund`. */
  readonly txHash: string
  readonly blockNumber: number
  readonly updateDateMs: number
  readonly createDateMs: number
}
