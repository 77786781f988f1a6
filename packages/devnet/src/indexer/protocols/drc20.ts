import { MAX_SUPPLY_TEXT } from '../constants.js'
import {
  byteLength,
  Ignored,
  type RawPayload,
  readAmount,
  readInteger,
  readString,
  upperTick,
} from '../decodePayload.js'
import { CARRIER_KOINU, MAX_NUMBER } from '../settlement/constants.js'
import { mintRepeat } from '../settlement/float64Outputs.js'
import {
  atomically,
  bumpTransactions,
  type Drc20OrderRow,
  getBalance,
  hasBalanceRow,
  mintTo,
  putEntry,
  SettlementFailure,
  transfer,
} from '../state.js'
import { fail, orderCommon, type TxContext } from '../txContext.js'

const VERIFY = 'VerifyDrc20 err: '

/** Mint repeat from reveal out0 (docs/protocol.md §4.2), float64 rule included. */
export const getMintRepeat = mintRepeat

type Decoded = {
  op: string
  tick: string
  amt: bigint
  max: bigint
  lim: bigint
  dec: number
  burn: string
  func: string
  repeat: number
  holder: string
  to: string
}

function decode(ctx: TxContext, payload: RawPayload): Decoded {
  const op = readString(payload, 'op')
  const tick = upperTick(readString(payload, 'tick'))
  const amt = readAmount(payload, 'amt')
  const max = readAmount(payload, 'max')
  const lim = readAmount(payload, 'lim')
  const dec = readInteger(payload, 'dec', { unsigned: true })
  const burn = readString(payload, 'burn')
  const func = readString(payload, 'func')
  const out0 = ctx.tx.outputs[0]
  if (!out0) throw new Ignored('vout length is 0')
  const base = { op, tick, amt, max, lim, burn, func, dec: dec === 0 ? 8 : dec }
  if (op === 'deploy') {
    if (out0.amount !== CARRIER_KOINU) {
      throw new Ignored('the amount of tokens exceeds the 0.0001')
    }
    return { ...base, repeat: 1, holder: out0.address, to: '' }
  }
  if (op === 'mint') {
    const repeat = getMintRepeat(out0.amount)
    if (repeat === 0)
      throw new Ignored('the amount of tokens exceeds the 0.0001')
    return { ...base, repeat, holder: out0.address, to: '' }
  }
  if (op === 'transfer') {
    const outs = ctx.tx.outputs
    const recipients =
      outs.length > 2
        ? outs.slice(0, outs.length - 1).map((o) => o.address)
        : [out0.address]
    if (recipients.includes(ctx.tx.funder)) {
      throw new Ignored(
        'the address is not the same as the previous transaction',
      )
    }
    // [quirk] 4.4: the comma-joined list is one recipient key.
    return {
      ...base,
      repeat: recipients.length,
      holder: ctx.tx.funder,
      to: recipients.join(','),
    }
  }
  return { ...base, repeat: 1, holder: out0.address, to: '' }
}

function verify(ctx: TxContext, d: Decoded): void {
  const { state } = ctx
  if (d.op === 'deploy') {
    const len = byteLength(d.tick)
    if (len < 2 || len > 8)
      throw new SettlementFailure('the token symbol must be 2 or 8 letters')
    if (d.max < 1n || d.lim < 1n)
      throw new SettlementFailure('the amount of tokens exceeds the 0')
    if (d.max > MAX_NUMBER || d.lim > MAX_NUMBER) {
      throw new SettlementFailure(
        `the maximum value cannot be greater ${MAX_SUPPLY_TEXT}`,
      )
    }
    if (d.max < d.lim)
      throw new SettlementFailure(
        'the maximum value is less than the limit value',
      )
    if (state.tokens.has(d.tick))
      throw new SettlementFailure('has been deployed contracts')
    return
  }
  if (d.op === 'mint') {
    const len = byteLength(d.tick)
    if (len < 2 || len > 8)
      throw new SettlementFailure('the token symbol must be 2 or 8 letters')
    const token = state.tokens.get(d.tick)
    if (!token) throw new SettlementFailure('the contract does not exist')
    if (d.amt < 1n)
      throw new SettlementFailure('the amount of tokens exceeds the 0')
    if (d.amt > token.lim)
      throw new SettlementFailure('the amount of tokens exceeds the limit')
    if (token.minted + d.amt * BigInt(d.repeat) > token.max) {
      throw new SettlementFailure('the amount of tokens exceeds the maximum')
    }
    return
  }
  if (d.op === 'transfer') {
    if (d.amt < 1n)
      throw new SettlementFailure('the amount of tokens exceeds the 0')
    if (!hasBalanceRow(state, d.tick, d.holder)) {
      throw new SettlementFailure('the contract does not exist')
    }
    const count = BigInt(d.to.split(',').length)
    if (d.amt * count > getBalance(state, d.tick, d.holder)) {
      throw new SettlementFailure('the amount of tokens exceeds the balance')
    }
    return
  }
  throw new SettlementFailure('do not support the type of tokens')
}

function settle(ctx: TxContext, d: Decoded): void {
  const { state, tx, block } = ctx
  if (d.op === 'deploy') {
    putEntry(state, state.tokens, d.tick, {
      tick: d.tick,
      max: d.max,
      lim: d.lim,
      dec: d.dec,
      minted: 0n,
      deployer: d.holder,
      inscription: tx.txHash,
      deployHeight: block.height,
      deployTime: block.time,
      lastMintTime: null,
      transactions: 1,
      isCheck: 0,
      socials: emptySocials(),
      kind: 'drc20',
    })
    return
  }
  if (d.op === 'mint') {
    mintTo(state, d.tick, d.holder, d.amt * BigInt(d.repeat), tx.txHash)
    const token = state.tokens.get(d.tick)
    if (token) {
      putEntry(state, state.tokens, d.tick, {
        ...token,
        lastMintTime: block.time,
        transactions: token.transactions + 1,
      })
    }
    return
  }
  transfer(state, d.tick, d.holder, d.to, d.amt, tx.txHash)
  bumpTransactions(state, d.tick)
}

export function emptySocials() {
  return {
    logo: '',
    introduction: '',
    white_paper: '',
    official: '',
    telegram: '',
    discorad: '',
    twitter: '',
    facebook: '',
    github: '',
  }
}

/** drc-20 deploy / mint / transfer (docs/protocol.md §4). */
export function applyDrc20(ctx: TxContext, payload: RawPayload): void {
  const d = decode(ctx, payload)
  const row: Drc20OrderRow = {
    ...orderCommon(ctx, d.op, d.holder),
    p: 'drc-20',
    tick: d.tick,
    amt: d.op === 'deploy' ? 0n : d.amt,
    max: d.op === 'deploy' ? d.max : 0n,
    lim: d.op === 'deploy' ? d.lim : 0n,
    dec: d.dec,
    burn: d.burn,
    func: d.func,
    repeat: d.op === 'mint' ? d.repeat : 1,
    to_address: d.op === 'transfer' ? d.to : '',
  }
  try {
    verify(ctx, d)
  } catch (error) {
    if (!(error instanceof SettlementFailure)) throw error
    ctx.state.drc20Orders.push(fail(row, VERIFY + error.errInfo))
    return
  }
  try {
    atomically(ctx.state, () => settle(ctx, d))
  } catch (error) {
    if (!(error instanceof SettlementFailure)) throw error
    // The indexer's settlement prefixes: drc20Deploy / drc20Mint / drc20Transfer.
    const step = `drc20${d.op.charAt(0).toUpperCase()}${d.op.slice(1)}`
    ctx.state.drc20Orders.push(fail(row, `${step} err: ${error.errInfo}`))
    return
  }
  ctx.state.drc20Orders.push(row)
}
