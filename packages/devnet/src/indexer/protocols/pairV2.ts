import {
  compareBytes,
  Ignored,
  parsePayload,
  readAmount,
  readInteger,
  readString,
} from '../decodePayload.js'
import { deriveLedgerAddress } from '../deriveLedgerAddress.js'
import { MINI_LIQUIDITY, WDOGE } from '../settlement/constants.js'
import { createTotalLiquidity, swapOutput } from '../settlement/pairMath.js'
import {
  atomically,
  burnFrom,
  getBalance,
  getLpV2,
  hasBalanceRow,
  type IndexerState,
  lpV2Supply,
  mintTo,
  payOutDoge,
  putEntry,
  SettlementFailure,
  type SwapV2OrderRow,
  setLpV2,
  transfer,
} from '../state.js'
import { fail, orderCommon, type TxContext } from '../txContext.js'
import { getPairDeposit } from './getPairDeposit.js'
import {
  PAIR_FAILURE_TEXTS,
  settlePairAdd,
  settleRemove,
  settleStep,
  verifyFail,
} from './pairShared.js'
import { checkDepositOutputs } from './wdoge.js'

const { NOT_FOUND, ZERO, BALANCE } = PAIR_FAILURE_TEXTS

type PairV2Op = {
  readonly op: string
  readonly pairId: string
  readonly tick0Id: string
  readonly tick1Id: string
  readonly amt0: bigint
  readonly amt1: bigint
  readonly amt0Min: bigint
  readonly amt1Min: bigint
  readonly liquidity: bigint
  readonly doge: number
}

function decode(text: string): PairV2Op {
  const payload = parsePayload(text)
  if (readString(payload, 'p') !== 'pair-v2') {
    throw new Ignored('not a swap transaction')
  }
  const op = readString(payload, 'op')
  let tick0Id = readString(payload, 'tick0_id')
  let tick1Id = readString(payload, 'tick1_id')
  let amt0 = readAmount(payload, 'amt0')
  let amt1 = readAmount(payload, 'amt1')
  let amt0Min = readAmount(payload, 'amt0_min')
  let amt1Min = readAmount(payload, 'amt1_min')
  // 6.2: create sorts the ids by bytes, without upper-casing.
  if (op === 'create' && compareBytes(tick0Id, tick1Id) > 0) {
    ;[tick0Id, tick1Id] = [tick1Id, tick0Id]
    ;[amt0, amt1] = [amt1, amt0]
    ;[amt0Min, amt1Min] = [amt1Min, amt0Min]
  }
  return {
    op,
    pairId: readString(payload, 'pair_id'),
    tick0Id,
    tick1Id,
    amt0,
    amt1,
    amt0Min,
    amt1Min,
    liquidity: readAmount(payload, 'liquidity'),
    doge: readInteger(payload, 'doge') === 1 ? 1 : 0,
  }
}

function view(state: IndexerState, pairId: string) {
  const pool = state.poolsV2.get(pairId)
  if (!pool) return null
  return {
    pool,
    reserve0: getBalance(state, pool.tick0Id, pool.reservesAddress),
    reserve1: getBalance(state, pool.tick1Id, pool.reservesAddress),
    totalSupply: lpV2Supply(state, pairId),
  }
}

function run(ctx: TxContext, o: PairV2Op, row: SwapV2OrderRow): bigint {
  const { state, actor, tx } = ctx
  if (o.op === 'create') {
    if (o.doge === 1) {
      // [quirk] 6.3: the pool is looked up before it exists.
      throw new SettlementFailure('FindSwapLiquidity error: record not found')
    }
    if (o.amt0 < 1n || o.amt1 < 1n) verifyFail(ZERO)
    if (o.tick0Id === o.tick1Id)
      verifyFail('the token symbol must be different')
    if (state.poolsV2.has(o.pairId)) verifyFail('the contract has been created')
    if (
      !hasBalanceRow(state, o.tick0Id, actor) ||
      !hasBalanceRow(state, o.tick1Id, actor)
    ) {
      verifyFail(NOT_FOUND)
    }
    if (
      o.amt0 > getBalance(state, o.tick0Id, actor) ||
      o.amt1 > getBalance(state, o.tick1Id, actor)
    ) {
      verifyFail(BALANCE)
    }
    const reserve = deriveLedgerAddress(o.pairId)
    const liquidity = settleStep(
      'swapCreate err: swapCreate Create err: ',
      () => {
        const total = createTotalLiquidity(o.amt0, o.amt1)
        if (total === null) {
          throw new SettlementFailure(
            'add liquidity must be greater than MINI_LIQUIDITY firstly',
          )
        }
        transfer(state, o.tick0Id, actor, reserve, o.amt0, tx.txHash)
        transfer(state, o.tick1Id, actor, reserve, o.amt1, tx.txHash)
        return total - MINI_LIQUIDITY
      },
    )
    setLpV2(state, o.pairId, actor, getLpV2(state, o.pairId, actor) + liquidity)
    setLpV2(
      state,
      o.pairId,
      reserve,
      getLpV2(state, o.pairId, reserve) + MINI_LIQUIDITY,
    )
    putEntry(state, state.poolsV2, o.pairId, {
      pairId: o.pairId,
      tick0Id: o.tick0Id,
      tick1Id: o.tick1Id,
      reservesAddress: reserve,
      creator: actor,
      createHeight: ctx.block.height,
    })
    row.amt0_out = o.amt0
    row.amt1_out = o.amt1
    row.liquidity = liquidity
    return 0n
  }
  const v = view(state, o.pairId)
  if (!v) verifyFail(NOT_FOUND)
  const { pool } = v
  row.tick0_id = pool.tick0Id
  row.tick1_id = pool.tick1Id
  if (o.op === 'add') {
    // 6.2: amt0 always pairs with the pool's tick0_id.
    if (o.amt0 < 1n || o.amt1 < 1n) verifyFail(ZERO)
    const added = settlePairAdd(
      {
        amt0: o.amt0,
        amt1: o.amt1,
        amt0Min: o.amt0Min,
        amt1Min: o.amt1Min,
        reserve0: v.reserve0,
        reserve1: v.reserve1,
        totalSupply: v.totalSupply,
        balance0: getBalance(state, pool.tick0Id, actor),
        balance1: getBalance(state, pool.tick1Id, actor),
      },
      'pair-v2',
    )
    // [quirk] E17: the full payload amounts move in; the excess is donated.
    settleStep('swapAdd err: swapAdd Add err: ', () => {
      transfer(
        state,
        pool.tick0Id,
        actor,
        pool.reservesAddress,
        o.amt0,
        tx.txHash,
      )
      transfer(
        state,
        pool.tick1Id,
        actor,
        pool.reservesAddress,
        o.amt1,
        tx.txHash,
      )
    })
    setLpV2(
      state,
      o.pairId,
      actor,
      getLpV2(state, o.pairId, actor) + added.liquidity,
    )
    row.amt0_out = o.amt0
    row.amt1_out = o.amt1
    row.liquidity = added.liquidity
    return 0n
  }
  if (o.op === 'remove') {
    if (o.liquidity < 1n) verifyFail(ZERO)
    if (o.liquidity > v.totalSupply) verifyFail(BALANCE)
    if (getLpV2(state, o.pairId, actor) < o.liquidity) verifyFail(BALANCE)
    const removed = settleRemove(
      state,
      {
        tick0: pool.tick0Id,
        tick1: pool.tick1Id,
        reservesAddress: pool.reservesAddress,
        reserve0: v.reserve0,
        reserve1: v.reserve1,
        totalSupply: v.totalSupply,
      },
      { actor, liquidity: o.liquidity, txHash: tx.txHash },
      () =>
        setLpV2(
          state,
          o.pairId,
          actor,
          getLpV2(state, o.pairId, actor) - o.liquidity,
        ),
    )
    row.amt0_out = removed.out0
    row.amt1_out = removed.out1
    return removed.wdoge
  }
  if (o.op === 'swap') {
    if (o.amt0 < 1n || o.amt1Min < 0n) verifyFail(ZERO)
    if (o.tick0Id !== pool.tick0Id && o.tick0Id !== pool.tick1Id) {
      verifyFail('the contract does not exist err')
    }
    // [quirk] 6.2: one successful pair-v2 swap per address per block.
    if (state.swappedV2ThisBlock.has(actor))
      verifyFail('the contract has been deployed')
    const inIs0 = o.tick0Id === pool.tick0Id
    const tickOut = inIs0 ? pool.tick1Id : pool.tick0Id
    const reserveIn = inIs0 ? v.reserve0 : v.reserve1
    const reserveOut = inIs0 ? v.reserve1 : v.reserve0
    const out = swapOutput(o.amt0, reserveIn, reserveOut)
    if (out < o.amt1Min) {
      verifyFail(`the minimum output less than the limit output amount ${out}`)
    }
    if (getBalance(state, o.tick0Id, actor) < o.amt0)
      verifyFail(`${BALANCE} of the input token`)
    settleStep('swapExec err: swapExec error: ', () => {
      transfer(state, o.tick0Id, actor, pool.reservesAddress, o.amt0, tx.txHash)
      transfer(state, tickOut, pool.reservesAddress, actor, out, tx.txHash)
    })
    state.swappedV2ThisBlock.add(actor)
    const added = state.swappedV2ThisBlock
    state.journal?.push(() => added.delete(actor))
    row.tick0_id = o.tick0Id
    row.tick1_id = tickOut
    row.tick0 = o.tick0Id
    row.tick1 = tickOut
    row.amt1_out = out
    return tickOut === WDOGE ? out : 0n
  }
  verifyFail('do not support the type of tokens')
}

/** pair-v2 (docs/protocol.md §6): pools keyed by `pair_id`, LP per pair_id. */
export function applyPairV2(ctx: TxContext): void {
  const { state, tx, actor } = ctx
  const ops = tx.inputs.map((input) => {
    if ((input.funder ?? tx.funder) !== actor) {
      throw new Ignored(
        'the address is not the same as the previous transaction',
      )
    }
    return decode(input.payload)
  })
  const d = getPairDeposit(
    ops.map((o) => ({ ...o, tick0: o.tick0Id, tick1: o.tick1Id })),
  )
  if (d > 0n) checkDepositOutputs(ctx, d)
  const rows = ops.map(
    (o, i): SwapV2OrderRow => ({
      ...orderCommon(ctx, o.op, actor, i),
      tick: '',
      tick0: o.tick0Id,
      tick1: o.tick1Id,
      amt0: o.amt0,
      amt1: o.amt1,
      amt0_min: o.amt0Min,
      amt1_min: o.amt1Min,
      amt0_out: 0n,
      amt1_out: 0n,
      liquidity: o.op === 'remove' ? o.liquidity : 0n,
      doge: o.doge,
      fee_tx_index: 0,
      tx_index: i,
      pair_id: o.pairId,
      tick0_id: o.tick0Id,
      tick1_id: o.tick1Id,
      block_time: ctx.block.time,
    }),
  )
  const createsWithDoge = ops.some((o) => o.op === 'create' && o.doge === 1)
  if (d > 0n && !createsWithDoge) {
    atomically(state, () => mintTo(state, WDOGE, actor, d, tx.txHash))
  }
  try {
    atomically(state, () => {
      let unwrap = 0n
      ops.forEach((o, i) => {
        const out = run(ctx, o, rows[i] as SwapV2OrderRow)
        if (o.doge === 1) unwrap += out
      })
      if (unwrap > 0n) {
        settleStep('wdogeWithdrawSwap err: ', () =>
          burnFrom(state, WDOGE, actor, unwrap, tx.txHash),
        )
        payOutDoge(state, actor, unwrap)
      }
    })
  } catch (error) {
    if (!(error instanceof SettlementFailure)) throw error
    for (const row of rows) {
      fail(row, error.errInfo)
      row.amt0_out = 0n
      row.amt1_out = 0n
    }
  }
  for (const row of rows) state.swapV2Orders.push(row)
}
