import { CURRENT_PROTOCOL, WDOGE_TICK, wrapFee } from '@drc20/core'
import { CUSTODY_ADDRESS, WDOGE_FEE_ADDRESS } from '../constants.js'
import {
  Ignored,
  type RawPayload,
  readAmount,
  readString,
} from '../decodePayload.js'
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
 * Checks the three-output layout of a DOGE deposit (protocol.md 5.7, 7.2):
 * out0 = actor, out1 ≥ D to custody, out2 ≥ max(D × 3 // 1000, 5e7) to the
 * fee address. A wrong layout makes the whole inscription ignored.
 */
export function checkDepositOutputs(ctx: TxContext, deposit: bigint): void {
  const outs = ctx.tx.outputs
  if (outs.length !== 3)
    throw new Ignored('mint op error, vout length is not 3')
  const [, custody, fee] = outs
  if (!custody || !fee) throw new Ignored('mint op error, vout length is not 3')
  if (custody.address !== CUSTODY_ADDRESS)
    throw new Ignored('the address is incorrect')
  if (custody.amount < deposit) {
    throw new Ignored('the amount of tokens is incorrect')
  }
  if (fee.address !== WDOGE_FEE_ADDRESS)
    throw new Ignored('the address is incorrect')
  if (fee.amount < wrapFee(deposit)) {
    throw new Ignored('the amount of tokens is incorrect fee')
  }
}

/** wdoge deposit / withdraw (protocol.md 7). */
export function applyWdoge(ctx: TxContext, payload: RawPayload): void {
  const op = readString(payload, 'op')
  const amt = readAmount(payload, 'amt')
  if (ctx.tx.funder !== ctx.actor) {
    throw new Ignored('the address is not the same as the previous transaction')
  }
  if (op === 'deposit') checkDepositOutputs(ctx, amt)
  const row: WdogeOrderRow = {
    ...orderCommon(ctx, op, ctx.actor),
    tick: WDOGE_TICK,
    amt,
    withdraw_tx_hash: '',
    withdraw_tx_index: 0,
    withdraw_tx_raw: '',
    withdraw_block_number: 0,
    withdraw_block_hash: '',
  }
  const { state } = ctx
  try {
    if (amt < 1n)
      throw new SettlementFailure('the amount of tokens exceeds the 0')
    if (op === 'deposit') {
      atomically(state, () =>
        mintTo(state, WDOGE_TICK, ctx.actor, amt, ctx.tx.txHash),
      )
    } else if (op === 'withdraw') {
      if (amt < CURRENT_PROTOCOL.unwrapMinimum) {
        throw new SettlementFailure('the amount of tokens exceeds the 1')
      }
      if (!hasBalanceRow(state, WDOGE_TICK, ctx.actor)) {
        throw new SettlementFailure(
          'the contract does not exist err record not found',
        )
      }
      if (amt > getBalance(state, WDOGE_TICK, ctx.actor)) {
        throw new SettlementFailure('the amount of tokens exceeds the balance')
      }
      atomically(state, () => {
        burnFrom(state, WDOGE_TICK, ctx.actor, amt, ctx.tx.txHash)
        payOutDoge(state, ctx.actor, amt)
      })
      // The operator pays the DOGE out off-indexer; the devnet does it at once.
      row.withdraw_tx_hash = ctx.tx.txHash
      row.withdraw_block_number = ctx.block.height
      row.withdraw_block_hash = ctx.block.hash
    } else {
      throw new SettlementFailure('do not support the type of tokens')
    }
  } catch (error) {
    if (!(error instanceof SettlementFailure)) throw error
    state.wdogeOrders.push(fail(row, `VerifyWdoge err: ${error.errInfo}`))
    return
  }
  state.wdogeOrders.push(row)
}
