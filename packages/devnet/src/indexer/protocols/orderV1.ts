import {
  Ignored,
  type RawPayload,
  readAmount,
  readString,
  upperTick,
} from '../decodePayload.js'
import { deriveLedgerAddress } from '../deriveLedgerAddress.js'
import { orderTradeGet } from '../settlement/marketMath.js'
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

/** VerifyExchange: the failure text of each op, or null. */
function verify(
  ctx: TxContext,
  op: string,
  exId: string,
  tick0: string,
  tick1: string,
  amt0: bigint,
  amt1: bigint,
): string | null {
  const { state, actor } = ctx
  if (op === 'create') {
    if (!state.tokens.has(tick0) || !state.tokens.has(tick1)) return NOT_FOUND
    if (amt0 < 1n || amt1 < 1n) return 'the amount of tokens exceeds the 0'
    return null
  }
  if (op === 'trade') {
    if (amt1 < 1n) return 'the amount of tokens exceeds the 0'
    const listing = state.listings.get(exId)
    if (!listing) return NOT_FOUND
    if (listing.maker === actor) return 'the same address cannot be traded'
    return null
  }
  if (op === 'cancel') {
    if (amt0 < 1n) return 'the amount of tokens exceeds the 0'
    if (!state.listings.has(exId)) return NOT_FOUND
    return null
  }
  return 'do not support the type of tokens'
}

/**
 * order-v1: fixed-price DRC-20 orders (docs/protocol.md §8). Every op decodes
 * and is recorded, unknown ones failed by verification. A settled trade or
 * cancel row takes the listing's tick0/tick1; a trade row's `amt0` stays
 * the inscribed value (docs/api.md §7.4): the tick0 received is not
 * stored on the row.
 */
export function applyOrderV1(ctx: TxContext, payload: RawPayload): void {
  const { state, tx, actor, block } = ctx
  const op = readString(payload, 'op')
  const tick0 = upperTick(readString(payload, 'tick0'))
  const tick1 = upperTick(readString(payload, 'tick1'))
  const amt0 = readAmount(payload, 'amt0')
  const amt1 = readAmount(payload, 'amt1')
  if (tx.funder !== actor) {
    throw new Ignored('The address is not the same as the previous transaction')
  }
  const exId = op === 'create' ? tx.txHash : readString(payload, 'exid')
  const row: ExchangeOrderRow = {
    ...orderCommon(ctx, op, actor),
    ex_id: exId,
    tick0,
    tick1,
    amt0,
    amt1,
  }
  const failure = verify(ctx, op, exId, tick0, tick1, amt0, amt1)
  if (failure !== null) {
    state.exchangeOrders.push(fail(row, VERIFY + failure))
    return
  }
  if (op === 'create') {
    try {
      const escrow = deriveLedgerAddress(tx.txHash)
      atomically(state, () => {
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
        transfer(state, tick0, actor, escrow, amt0, tx.txHash)
      })
    } catch (error) {
      if (!(error instanceof SettlementFailure)) throw error
      state.exchangeOrders.push(
        fail(row, `exchangeCreate err: ${error.errInfo}`),
      )
      return
    }
    state.exchangeOrders.push(row)
    return
  }
  const listing = state.listings.get(exId)
  if (!listing) throw new Error(`order-v1 listing ${exId} vanished`)
  if (op === 'trade') {
    try {
      atomically(state, () => {
        const get = orderTradeGet(
          listing.amt0,
          listing.amt1,
          listing.amt0Finish,
          amt1,
        )
        putEntry(state, state.listings, exId, {
          ...listing,
          amt0Finish: listing.amt0Finish + get,
          amt1Finish: listing.amt1Finish + amt1,
          updateTime: block.time,
        })
        putEntry(state, state.exchangeFills, tx.txHash, get)
        // [quirk] 8.3: the buyer pays the full amt1 even when capped; a
        // closed order or a fill rounding to 0 fails on `transfer amt < 0`.
        transfer(state, listing.tick1, actor, listing.maker, amt1, tx.txHash)
        transfer(
          state,
          listing.tick0,
          listing.reservesAddress,
          actor,
          get,
          tx.txHash,
        )
      })
    } catch (error) {
      if (!(error instanceof SettlementFailure)) throw error
      state.exchangeOrders.push(
        fail(row, `exchangeTrade err: ${error.errInfo}`),
      )
      return
    }
    row.tick0 = listing.tick0
    row.tick1 = listing.tick1
    state.exchangeOrders.push(row)
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
  row.tick0 = listing.tick0
  row.tick1 = listing.tick1
  state.exchangeOrders.push(row)
}
