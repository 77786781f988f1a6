import {
  Ignored,
  type RawPayload,
  readAmount,
  readString,
  upperTick,
} from '../decodePayload.js'
import { deriveLedgerAddress } from '../deriveLedgerAddress.js'
import { CARRIER_KOINU } from '../settlement/constants.js'
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

/** file deploy / transfer (docs/protocol.md §10). */
export function applyFile(ctx: TxContext, payload: RawPayload): void {
  const { state, tx, block } = ctx
  const op = readString(payload, 'op')
  const out0 = tx.outputs[0]
  if (!out0) throw new Ignored('vout length is 0')
  if (op === 'deploy') {
    if (out0.amount !== CARRIER_KOINU)
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
  const fileId = readString(payload, 'file_id')
  if (op !== 'transfer') {
    // Decoded with no holder, then refused by verification.
    const row: FileOrderRow = {
      ...orderCommon(ctx, op, ''),
      file_id: fileId,
      file_path: '',
      file_length: 0,
      file_type: 'file',
      to_address: '',
    }
    state.fileOrders.push(
      fail(row, 'VerifyFile err: do not support the type of tokens'),
    )
    return
  }
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

/** order-v2: fixed-price file orders (docs/protocol.md §9). */
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
    const file = state.files.get(fileId)
    const failure = !state.tokens.has(tick)
      ? NOT_FOUND
      : amt < 1n
        ? 'the amount of tokens exceeds the 0'
        : !file || file.holder !== actor
          ? NOT_FOUND
          : null
    if (failure !== null || !file) {
      state.fileExchangeOrders.push(
        fail(row, `VerifyFileExchange err: ${failure ?? NOT_FOUND}`),
      )
      return
    }
    try {
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
        fail(row, `fileExchangeCreate err: ${error.errInfo}`),
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
    const failure =
      amt < 1n
        ? 'the amount of tokens exceeds the 0'
        : amt !== listing.amt
          ? 'the amount of tokens is not equal'
          : tick !== listing.tick
            ? 'the token symbol must be different'
            : actor === listing.maker
              ? 'the same address cannot be traded'
              : null
    if (failure !== null) {
      state.fileExchangeOrders.push(
        fail(row, `VerifyFileExchange err: ${failure}`),
      )
      return
    }
    try {
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
        fail(row, `fileExchangeTrade err: ${error.errInfo}`),
      )
      return
    }
    state.fileExchangeOrders.push(row)
    return
  }
  if (op === 'cancel') {
    // 9.2: the order must exist at decode time, else the tx is ignored; the
    // row then carries the listing's file, tick and price.
    if (!listing) throw new Ignored('order not found')
    const row: FileExchangeOrderRow = {
      ...orderCommon(ctx, op, actor),
      ex_id: exId,
      file_id: listing.fileId,
      tick: listing.tick,
      amt: listing.amt,
    }
    if (actor !== listing.maker) {
      state.fileExchangeOrders.push(
        fail(row, 'VerifyFileExchange err: the same address cannot be traded'),
      )
      return
    }
    // [quirk] 9.2: nothing checks that the order is open. The file returns
    // to the maker only if the escrow still holds it (a sold order's file
    // stays with its buyer), and the cancel settles either way.
    atomically(state, () => {
      const file = state.files.get(listing.fileId)
      if (file && file.holder === listing.reservesAddress) {
        putEntry(state, state.files, listing.fileId, {
          ...file,
          holder: listing.maker,
          updateTime: block.time,
        })
      }
      putEntry(state, state.fileListings, exId, {
        ...listing,
        amtFinish: listing.amt,
        updateTime: block.time,
      })
    })
    state.fileExchangeOrders.push(row)
    return
  }
  // Any other op decodes and is refused by verification.
  const row: FileExchangeOrderRow = {
    ...orderCommon(ctx, op, actor),
    ex_id: exId,
    file_id: readString(payload, 'file_id'),
    tick,
    amt,
  }
  state.fileExchangeOrders.push(
    fail(row, 'VerifyFileExchange err: do not support the type of tokens'),
  )
}
