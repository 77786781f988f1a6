import { getOrderV1Fill } from '@drc20/core'
import {
  Ignored,
  type RawPayload,
  readAmount,
  readString,
  upperTick,
} from '../decodePayload.js'
import { deriveLedgerAddress } from '../deriveLedgerAddress.js'
import {
  atomically,
  type ExchangeOrderRow,
  putEntry,
  SettlementFailure,
  transfer,
} from '../state.js'
import { fail, orderCommon, type TxContext } from '../txContext.js'

const NOT_FOUND = 'the contract does not exist err record not found'
const VERIFY = 'VerifyExchange err: '

/** order-v1: fixed-price DRC-20 orders (protocol.md 8). */
export function applyOrderV1(ctx: TxContext, payload: RawPayload): void {
  const { state, tx, actor, block } = ctx
  if (tx.funder !== actor) {
    throw new Ignored('The address is not the same as the previous transaction')
  }
  const op = readString(payload, 'op')
  const amt0 = readAmount(payload, 'amt0')
  const amt1 = readAmount(payload, 'amt1')
  if (op === 'create') {
    const tick0 = upperTick(readString(payload, 'tick0'))
    const tick1 = upperTick(readString(payload, 'tick1'))
    const row: ExchangeOrderRow = {
      ...orderCommon(ctx, op, actor),
      ex_id: tx.txHash,
      tick0,
      tick1,
      amt0,
      amt1,
    }
    try {
      if (!state.tokens.has(tick0) || !state.tokens.has(tick1)) {
        throw new SettlementFailure(VERIFY + NOT_FOUND)
      }
      if (amt0 < 1n || amt1 < 1n) {
        throw new SettlementFailure(
          `${VERIFY}the amount of tokens exceeds the 0`,
        )
      }
      const escrow = deriveLedgerAddress(tx.txHash)
      atomically(state, () => {
        transfer(state, tick0, actor, escrow, amt0, tx.txHash)
        putEntry(state, state.listings, tx.txHash, {
          exId: tx.txHash,
          tick0,
          tick1,
          amt0,
          amt1,
          amt0Finish: 0n,
          amt1Finish: 0n,
          maker: actor,
          reservesAddress: escrow,
          createTime: block.time,
          updateTime: block.time,
        })
      })
    } catch (error) {
      if (!(error instanceof SettlementFailure)) throw error
      const text = error.errInfo.startsWith(VERIFY)
        ? error.errInfo
        : `exchangeCreate err: ${error.errInfo}`
      state.exchangeOrders.push(fail(row, text))
      return
    }
    state.exchangeOrders.push(row)
    return
  }
  const exId = readString(payload, 'exid')
  // [I] trade/cancel rows carry only what their inscription named.
  const row: ExchangeOrderRow = {
    ...orderCommon(ctx, op, actor),
    ex_id: exId,
    tick0: '',
    tick1: '',
    amt0,
    amt1,
  }
  const listing = state.listings.get(exId)
  if (op === 'trade') {
    try {
      if (amt1 < 1n)
        throw new SettlementFailure(
          `${VERIFY}the amount of tokens exceeds the 0`,
        )
      if (!listing) throw new SettlementFailure(VERIFY + NOT_FOUND)
      if (listing.maker === actor) {
        throw new SettlementFailure(
          `${VERIFY}the same address cannot be traded`,
        )
      }
      const fill = getOrderV1Fill({
        amount0: listing.amt0,
        amount1: listing.amt1,
        filled0: listing.amt0Finish,
        payment: amt1,
        maker: listing.maker,
        buyer: actor,
      })
      // A closed order or a fill rounding to 0 moves 0: `transfer amt < 0`.
      if (fill.isErr())
        throw new SettlementFailure('exchangeTrade err: transfer amt < 0')
      atomically(state, () => {
        // [quirk] 8.3: the buyer pays the full amt1 even when capped.
        transfer(state, listing.tick1, actor, listing.maker, amt1, tx.txHash)
        transfer(
          state,
          listing.tick0,
          listing.reservesAddress,
          actor,
          fill.value.received,
          tx.txHash,
        )
        putEntry(state, state.listings, exId, {
          ...listing,
          amt0Finish: listing.amt0Finish + fill.value.received,
          amt1Finish: listing.amt1Finish + amt1,
          updateTime: block.time,
        })
      })
      row.amt0 = fill.value.received
    } catch (error) {
      if (!(error instanceof SettlementFailure)) throw error
      const text = error.errInfo.startsWith(VERIFY)
        ? error.errInfo
        : `exchangeTrade err: ${error.errInfo.replace('exchangeTrade err: ', '')}`
      state.exchangeOrders.push(fail(row, text))
      return
    }
    state.exchangeOrders.push(row)
    return
  }
  if (op === 'cancel') {
    if (amt0 < 1n) {
      state.exchangeOrders.push(
        fail(row, `${VERIFY}the amount of tokens exceeds the 0`),
      )
      return
    }
    if (!listing) {
      state.exchangeOrders.push(fail(row, VERIFY + NOT_FOUND))
      return
    }
    try {
      // [quirk] 8.4: no owner check; the canceller receives the tokens.
      atomically(state, () => {
        transfer(
          state,
          listing.tick0,
          listing.reservesAddress,
          actor,
          amt0,
          tx.txHash,
        )
        putEntry(state, state.listings, exId, {
          ...listing,
          amt0Finish: listing.amt0Finish + amt0,
          updateTime: block.time,
        })
      })
    } catch (error) {
      if (!(error instanceof SettlementFailure)) throw error
      // [quirk] 8.4: the failure is swallowed: status 1, empty err_info.
      state.exchangeOrders.push(fail(row, ''))
      return
    }
    state.exchangeOrders.push(row)
    return
  }
  throw new Ignored('do not support the type of order')
}
