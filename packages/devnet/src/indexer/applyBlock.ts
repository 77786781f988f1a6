import type { Block, ChainTx } from '../chain/types.js'
import {
  Ignored,
  parsePayload,
  type RawPayload,
  readString,
} from './decodePayload.js'
import { applyBoxV1, settleBoxesAtLiqblock } from './protocols/boxV1.js'
import { applyDrc20 } from './protocols/drc20.js'
import { applyFile, applyOrderV2 } from './protocols/files.js'
import { applyNft } from './protocols/nft.js'
import { applyOrderV1 } from './protocols/orderV1.js'
import { applyPairV1 } from './protocols/pairV1.js'
import { applyPairV2 } from './protocols/pairV2.js'
import { accrueStakeRewards, applyStakeV1 } from './protocols/stakeV1.js'
import { applyWdoge } from './protocols/wdoge.js'
import { IndexerStall, type IndexerState } from './state.js'
import type { TxContext } from './txContext.js'

/** Settles one tx; `payload` is its first input, already parsed. */
export type ProtocolHandler = (ctx: TxContext, payload: RawPayload) => void

type Handlers = Readonly<Record<string, ProtocolHandler>>

const handlers: Handlers = {
  'drc-20': applyDrc20,
  wdoge: applyWdoge,
  'pair-v1': applyPairV1,
  'pair-v2': applyPairV2,
  file: applyFile,
  'order-v1': applyOrderV1,
  'order-v2': applyOrderV2,
  'nft/ai': applyNft,
  'stake-v1': applyStakeV1,
  'box-v1': applyBoxV1,
}

export type ScheduledWork = (state: IndexerState, block: Block) => void

/** Work that runs at the start of every block, before its transactions. */
const scheduled: readonly ScheduledWork[] = [
  settleBoxesAtLiqblock,
  accrueStakeRewards,
]

/** A tx's first input parsed, with its protocol `p`; null if unreadable. */
function readFirstInput(
  tx: ChainTx,
): { p: string; payload: RawPayload } | null {
  const input = tx.inputs[0]
  if (!input) return null
  try {
    const payload = parsePayload(input.payload)
    return { p: readString(payload, 'p'), payload }
  } catch {
    return null
  }
}

/** Which protocol a tx belongs to (the `p` of its first input), or null. */
export function getTxProtocol(tx: ChainTx): string | null {
  return readFirstInput(tx)?.p ?? null
}

/**
 * Applies one block to the index (docs/protocol.md §2.3): scheduled work first,
 * then the transactions in block order, each atomic. Ignored transactions
 * leave no trace; failed ones are recorded with their `err_info`. Mutates and
 * returns `state`; the result depends only on the state and the block.
 *
 * When the scheduled work cannot be applied (a box-v1 finish that fails at
 * `liqblock`), the live indexer retries the block for ever: nothing of the
 * block is applied, the stall is reported once in `defects` and
 * `IndexerStall` is thrown; the caller stops indexing there.
 */
export function applyBlock(state: IndexerState, block: Block): IndexerState {
  if (block.height <= state.height && state.height !== 0) {
    throw new RangeError(
      `block ${block.height} is not above the index height ${state.height}`,
    )
  }
  const before = {
    height: state.height,
    blockHash: state.blockHash,
    blockTime: state.blockTime,
    swappedV2ThisBlock: state.swappedV2ThisBlock,
  }
  state.height = block.height
  state.blockHash = block.hash
  state.blockTime = block.time
  state.swappedV2ThisBlock = new Set()
  try {
    for (const work of scheduled) work(state, block)
  } catch (error) {
    if (!(error instanceof IndexerStall)) throw error
    Object.assign(state, before)
    const last = state.defects.at(-1)
    if (last?.kind !== 'stall' || last.height !== error.height) {
      state.defects.push({
        txHash: '',
        height: error.height,
        message: error.message,
        kind: 'stall',
      })
    }
    throw error
  }
  for (const tx of block.txs) applyTx(state, block, tx, handlers)
  return state
}

function applyTx(
  state: IndexerState,
  block: Block,
  tx: ChainTx,
  table: Handlers,
): void {
  if (state.seenTx.has(tx.txHash)) return
  const first = readFirstInput(tx)
  if (first === null) return
  const handler = table[first.p]
  if (!handler) return
  const actor = tx.outputs[0]?.address ?? ''
  const ctx: TxContext = { state, block, tx, actor }
  const mark = state.journal
  try {
    handler(ctx, first.payload)
    state.seenTx.add(tx.txHash)
  } catch (error) {
    state.journal = mark
    if (error instanceof Ignored) return
    // A devnet bug must not brick the chain: the block is already in the
    // log and would fail again on every replay. The tx is treated as
    // ignored and the defect is kept for `/devnet/state`.
    state.defects.push({
      txHash: tx.txHash,
      height: block.height,
      message: error instanceof Error ? error.message : String(error),
    })
  }
}
