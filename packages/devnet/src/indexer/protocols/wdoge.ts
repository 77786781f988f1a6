import { CUSTODY_ADDRESS, WDOGE_FEE_ADDRESS } from '../constants.js'
import {
  Ignored,
  type RawPayload,
  readAmount,
  readString,
} from '../decodePayload.js'
import { UNWRAP_MINIMUM, WDOGE } from '../settlement/constants.js'
import { readOutput } from '../settlement/float64Outputs.js'
import { depositFee } from '../settlement/pairMath.js'
import {
  atomically,
  burnFrom,
  getBalance,
  hasBalanceRow,
  mintTo,
  payOutDoge,
  SettlementFailure,
  type WdogeOrderRow,
} from '../state.js'
import { fail, orderCommon, type TxContext } from '../txContext.js'

/**
 * Checks the three-output layout of a DOGE deposit (docs/protocol.md §5.7, 7.2):
 * out0 = actor, out1 ≥ D to custody, out2 ≥ max(D × 3 // 1000, 5e7) to the
 * fee address. Each value is read as the indexer reads it, float64 DOGE ×
 * 1e8 rounded up (`readOutput`): at 2^26 DOGE and above an out1 of exactly
 * D can read as D − 1. A wrong layout makes the whole inscription ignored.
 */
export function checkDepositOutputs(ctx: TxContext, deposit: bigint): void {
  const outs = ctx.tx.outputs
  if (outs.length !== 3)
    throw new Ignored('mint op error, vout length is not 3')
  const [, custody, fee] = outs
  if (!custody || !fee) throw new Ignored('mint op error, vout length is not 3')
  if (readOutput(custody.amount) < deposit) {
    throw new Ignored('the amount of tokens is incorrect')
  }
  if (custody.address !== CUSTODY_ADDRESS)
    throw new Ignored('the address is incorrect')
  if (readOutput(fee.amount) < depositFee(deposit)) {
    throw new Ignored('the amount of tokens is incorrect fee')
  }
  if (fee.address !== WDOGE_FEE_ADDRESS)
    throw new Ignored('the address is incorrect')
}

const VERIFY = 'VerifyWDoge err: '

/** wdoge deposit / withdraw (docs/protocol.md §7). */
export function applyWdoge(ctx: TxContext, payload: RawPayload): void {
  const op = readString(payload, 'op')
  const amt = readAmount(payload, 'amt')
  if (ctx.tx.outputs.length < 1)
    throw new Ignored('op error, vout length is not 0')
  if (op === 'deposit') checkDepositOutputs(ctx, amt)
  if (ctx.tx.funder !== ctx.actor) {
    throw new Ignored('the address is not the same as the previous transaction')
  }
  const row: WdogeOrderRow = {
    ...orderCommon(ctx, op, ctx.actor),
    tick: WDOGE,
    amt,
    withdraw_tx_hash: '',
    withdraw_tx_index: 0,
    withdraw_tx_raw: '',
    withdraw_block_number: 0,
    withdraw_block_hash: '',
  }
  const { state } = ctx
  const verifyFailure = (): string | null => {
    if (op !== 'deposit' && op !== 'withdraw')
      return 'do not support the type of tokens'
    if (amt < 1n) return 'the amount of tokens exceeds the 0'
    if (op === 'deposit') return null
    if (amt < UNWRAP_MINIMUM) return 'the amount of tokens exceeds the 1'
    if (!hasBalanceRow(state, WDOGE, ctx.actor))
      return 'the contract does not exist err record not found'
    if (amt > getBalance(state, WDOGE, ctx.actor))
      return 'the amount of tokens exceeds the balance'
    return null
  }
  const failure = verifyFailure()
  if (failure !== null) {
    state.wdogeOrders.push(fail(row, VERIFY + failure))
    return
  }
  try {
    if (op === 'deposit') {
      atomically(state, () =>
        mintTo(state, WDOGE, ctx.actor, amt, ctx.tx.txHash),
      )
    } else {
      atomically(state, () => {
        burnFrom(state, WDOGE, ctx.actor, amt, ctx.tx.txHash)
        payOutDoge(state, ctx.actor, amt)
      })
      // The operator pays the DOGE out off-indexer; the devnet does it at once.
      row.withdraw_tx_hash = ctx.tx.txHash
      row.withdraw_block_number = ctx.block.height
      row.withdraw_block_hash = ctx.block.hash
    }
  } catch (error) {
    if (!(error instanceof SettlementFailure)) throw error
    const prefix =
      op === 'deposit' ? 'wdogeDeposit err: ' : 'wdogeWithdraw err: '
    state.wdogeOrders.push(fail(row, prefix + error.errInfo))
    return
  }
  state.wdogeOrders.push(row)
}
