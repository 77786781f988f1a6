import { createHash } from 'node:crypto'
import type { Block, ChainTx } from '../chain/types.js'
import type { IndexerState, OrderCommon } from './state.js'

export type TxContext = {
  readonly state: IndexerState
  readonly block: Block
  readonly tx: ChainTx
  /** Reveal out0 (docs/protocol.md §2.2). */
  readonly actor: string
}

/** A UUID-shaped id derived from the tx (the indexer draws a random one). */
export function deriveOrderId(txHash: string, index: number): string {
  const h = createHash('sha256').update(`${txHash}:${index}`).digest('hex')
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`
}

export function orderCommon(
  ctx: TxContext,
  op: string,
  holder: string,
  index = 0,
): OrderCommon {
  return {
    id: ctx.state.nextId++,
    order_id: deriveOrderId(ctx.tx.txHash, index),
    op,
    holder_address: holder,
    fee_address: ctx.tx.feeAddress,
    fee_tx_hash: ctx.tx.feeTxHash,
    tx_hash: ctx.tx.txHash,
    block_number: ctx.block.height,
    block_hash: ctx.block.hash,
    err_info: '',
    order_status: 0,
    update_date: ctx.block.time,
    create_date: ctx.block.time,
  }
}

/** Marks a row failed with the indexer's `err_info`. */
export function fail<T extends OrderCommon>(row: T, errInfo: string): T {
  row.order_status = 1
  row.err_info = errInfo
  return row
}
