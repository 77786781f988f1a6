import { INSCRIPTION_OUTPUT_VALUE } from '@drc20/core'
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
  type FileExchangeOrderRow,
  type FileOrderRow,
  putEntry,
  SettlementFailure,
  transfer,
} from '../state.js'
import { fail, orderCommon, type TxContext } from '../txContext.js'

const NOT_FOUND = 'the contract does not exist err record not found'

/** file deploy / transfer (protocol.md 10). */
export function applyFile(ctx: TxContext, payload: RawPayload): void {
  const { state, tx, block } = ctx
  const op = readString(payload, 'op')
  const out0 = tx.outputs[0]
  if (!out0) throw new Ignored('vout length is 0')
  if (op === 'deploy') {
    if (out0.amount !== INSCRIPTION_OUTPUT_VALUE)
      throw new Ignored('the amount of tokens exceeds the 0.0001')
    const content = tx.inputs[0]?.content ?? ''
    const length = Buffer.from(content, 'base64').length
    const row: FileOrderRow = {
      ...orderCommon(ctx, op, out0.address),
      file_id: tx.txHash,
      file_path: `/content/${tx.txHash}`,
      file_length: length,
      file_type: 'file',
      to_address: '',
    }
    const pending = state.pendingFileMeta.get(tx.txHash)
    atomically(state, () =>
      putEntry(state, state.files, tx.txHash, {
        fileId: tx.txHash,
        holder: out0.address,
        contentType: tx.inputs[0]?.contentType ?? 'application/octet-stream',
        length,
        metaId: pending?.metaId ?? '',
        name: pending?.name ?? '',
        attributes: pending?.attributes ?? [],
        createTime: block.time,
        updateTime: block.time,
      }),
    )
    state.fileOrders.push(row)
    return
  }
  if (op !== 'transfer') throw new Ignored('do not support the type of file')
  const fileId = readString(payload, 'file_id')
  const sender = tx.funder
  if (sender === out0.address) throw new Ignored('the address is the same')
  const row: FileOrderRow = {
    ...orderCommon(ctx, op, sender),
    file_id: fileId,
    file_path: `/content/${fileId}`,
    file_length: state.files.get(fileId)?.length ?? 0,
    file_type: 'file',
    to_address: out0.address,
  }
  const file = state.files.get(fileId)
  if (!file || file.holder !== sender) {
    state.fileOrders.push(fail(row, `VerifyFile err: ${NOT_FOUND}`))
    return
  }
  atomically(state, () =>
    putEntry(state, state.files, fileId, {
      ...file,
      holder: out0.address,
      updateTime: block.time,
    }),
  )
  state.fileOrders.push(row)
}

/** order-v2: fixed-price file orders (protocol.md 9). */
export function applyOrderV2(ctx: TxContext, payload: RawPayload): void {
  const { state, tx, actor, block } = ctx
  if (tx.funder !== actor)
    throw new Ignored('The address is not the same as the previous transaction')
  const op = readString(payload, 'op')
  const amt = readAmount(payload, 'amt')
  const tick = upperTick(readString(payload, 'tick'))
  if (op === 'create') {
    const fileId = readString(payload, 'file_id')
    const row: FileExchangeOrderRow = {
      ...orderCommon(ctx, op, actor),
      ex_id: tx.txHash,
      file_id: fileId,
      tick,
      amt,
    }
    try {
      if (!state.tokens.has(tick)) throw new SettlementFailure(NOT_FOUND)
      if (amt < 1n)
        throw new SettlementFailure('the amount of tokens exceeds the 0')
      const file = state.files.get(fileId)
      if (!file || file.holder !== actor) throw new SettlementFailure(NOT_FOUND)
      const escrow = deriveLedgerAddress(tx.txHash)
      atomically(state, () => {
        putEntry(state, state.files, fileId, {
          ...file,
          holder: escrow,
          updateTime: block.time,
        })
        putEntry(state, state.fileListings, tx.txHash, {
          exId: tx.txHash,
          fileId,
          tick,
          amt,
          amtFinish: 0n,
          maker: actor,
          reservesAddress: escrow,
          createTime: block.time,
          updateTime: block.time,
        })
      })
    } catch (error) {
      if (!(error instanceof SettlementFailure)) throw error
      state.fileExchangeOrders.push(
        fail(row, `VerifyFileExchange err: ${error.errInfo}`),
      )
      return
    }
    state.fileExchangeOrders.push(row)
    return
  }
  const exId = readString(payload, 'ex_id')
  const listing = state.fileListings.get(exId)
  if (op === 'trade') {
    // 9.2: at decode time the order must exist, else the tx is ignored.
    if (!listing) throw new Ignored('order not found')
    const row: FileExchangeOrderRow = {
      ...orderCommon(ctx, op, actor),
      ex_id: exId,
      file_id: listing.fileId,
      tick,
      amt,
    }
    try {
      if (amt < 1n)
        throw new SettlementFailure('the amount of tokens exceeds the 0')
      if (amt !== listing.amt)
        throw new SettlementFailure('the amount of tokens is not equal')
      if (tick !== listing.tick)
        throw new SettlementFailure('the token symbol must be different')
      if (actor === listing.maker)
        throw new SettlementFailure('the same address cannot be traded')
      atomically(state, () => {
        transfer(
          state,
          listing.tick,
          actor,
          listing.maker,
          listing.amt,
          tx.txHash,
        )
        // [quirk] 9.2: nothing checks the order is open; the file only moves
        // if the escrow still holds it (a closed order takes the payment).
        const file = state.files.get(listing.fileId)
        if (file && file.holder === listing.reservesAddress) {
          putEntry(state, state.files, listing.fileId, {
            ...file,
            holder: actor,
            updateTime: block.time,
          })
        }
        putEntry(state, state.fileListings, exId, {
          ...listing,
          amtFinish: listing.amt,
          updateTime: block.time,
        })
      })
    } catch (error) {
      if (!(error instanceof SettlementFailure)) throw error
      state.fileExchangeOrders.push(
        fail(row, `VerifyFileExchange err: ${error.errInfo}`),
      )
      return
    }
    state.fileExchangeOrders.push(row)
    return
  }
  if (op === 'cancel') {
    const row: FileExchangeOrderRow = {
      ...orderCommon(ctx, op, actor),
      ex_id: exId,
      file_id: listing?.fileId ?? '',
      tick,
      amt,
    }
    if (!listing) {
      state.fileExchangeOrders.push(
        fail(row, `VerifyFileExchange err: ${NOT_FOUND}`),
      )
      return
    }
    if (actor !== listing.maker) {
      state.fileExchangeOrders.push(
        fail(row, 'VerifyFileExchange err: the same address cannot be traded'),
      )
      return
    }
    const file = state.files.get(listing.fileId)
    if (
      !file ||
      file.holder !== listing.reservesAddress ||
      listing.amtFinish !== 0n
    ) {
      // [quirk] 9.2 / 8.4: a settlement failure on cancel is swallowed.
      state.fileExchangeOrders.push(fail(row, ''))
      return
    }
    atomically(state, () => {
      putEntry(state, state.files, listing.fileId, {
        ...file,
        holder: listing.maker,
        updateTime: block.time,
      })
      putEntry(state, state.fileListings, exId, {
        ...listing,
        amtFinish: listing.amt,
        updateTime: block.time,
      })
    })
    state.fileExchangeOrders.push(row)
    return
  }
  throw new Ignored('do not support the type of order')
}
