import {
  compareBytes,
  Ignored,
  parsePayload,
  type RawPayload,
  readAmount,
  readInteger,
  readString,
  upperTick,
} from '../decodePayload.js'
import { deriveLedgerAddress } from '../deriveLedgerAddress.js'
import { MAX_NUMBER, MINI_LIQUIDITY, WDOGE } from '../settlement/constants.js'
import { createTotalLiquidity, swapOutput } from '../settlement/pairMath.js'
import {
  atomically,
  burnFrom,
  getBalance,
  hasBalanceRow,
  type IndexerState,
  mintTo,
  payOutDoge,
  putEntry,
  SettlementFailure,
  type SwapOrderRow,
  transfer,
} from '../state.js'
import { fail, orderCommon, type TxContext } from '../txContext.js'
import { emptySocials } from './drc20.js'
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

/** The pair order of two upper-cased ticks: Go byte order (5.2). */
export function sortPair(a: string, b: string): readonly [string, string] {
  return compareBytes(a, b) > 0 ? [b, a] : [a, b]
}

/** The pair-v1 LP tick `T0-SWAP-T1` of the sorted ticks. */
export function lpTickOf(a: string, b: string): string {
  const [t0, t1] = sortPair(a, b)
  return `${t0}-SWAP-${t1}`
}

export type PairOp = {
  readonly op: string
  readonly tick0: string
  readonly tick1: string
  readonly amt0: bigint
  readonly amt1: bigint
  readonly amt0Min: bigint
  readonly amt1Min: bigint
  readonly liquidity: bigint
  readonly doge: number
}

/** Decodes one pair-v1 input and applies the 5.2 sorting. */
export function decodePairV1(payload: RawPayload): PairOp {
  if (readString(payload, 'p') !== 'pair-v1') {
    throw new Ignored('not a swap transaction')
  }
  const op = readString(payload, 'op')
  let tick0 = upperTick(readString(payload, 'tick0'))
  let tick1 = upperTick(readString(payload, 'tick1'))
  let amt0 = readAmount(payload, 'amt0')
  let amt1 = readAmount(payload, 'amt1')
  let amt0Min = readAmount(payload, 'amt0_min')
  let amt1Min = readAmount(payload, 'amt1_min')
  const liquidity = readAmount(payload, 'liquidity')
  const doge = readInteger(payload, 'doge') === 1 ? 1 : 0
  if (op !== 'swap' && compareBytes(tick0, tick1) > 0) {
    ;[tick0, tick1] = [tick1, tick0]
    ;[amt0, amt1] = [amt1, amt0]
    ;[amt0Min, amt1Min] = [amt1Min, amt0Min]
  }
  return { op, tick0, tick1, amt0, amt1, amt0Min, amt1Min, liquidity, doge }
}

type PoolView = {
  readonly lpTick: string
  readonly tick0: string
  readonly tick1: string
  readonly reserve: string
  readonly reserve0: bigint
  readonly reserve1: bigint
  readonly totalSupply: bigint
}

function viewPool(state: IndexerState, a: string, b: string): PoolView | null {
  const lpTick = lpTickOf(a, b)
  const pool = state.poolsV1.get(lpTick)
  if (!pool) return null
  return {
    lpTick,
    tick0: pool.tick0,
    tick1: pool.tick1,
    reserve: pool.reservesAddress,
    reserve0: getBalance(state, pool.tick0, pool.reservesAddress),
    reserve1: getBalance(state, pool.tick1, pool.reservesAddress),
    totalSupply: state.tokens.get(lpTick)?.minted ?? 0n,
  }
}

/**
 * The pair-v1 pool create (SwapCreate) of sorted `tick0`/`tick1`:
 * `L = isqrt(amt0 × amt1)`, which must exceed 1000; moves the amounts from
 * `creator` to the pool's reserve address, registers the LP tick (deployed
 * by `creator`), mints `L − 1000` to the creator and 1000 to the reserve.
 * Returns the creator's LP. Also the box-v1 finish, with the box address as
 * creator.
 */
export function createPoolV1(
  state: IndexerState,
  p: {
    readonly tick0: string
    readonly tick1: string
    readonly amt0: bigint
    readonly amt1: bigint
    readonly creator: string
    readonly txHash: string
    readonly height: number
    readonly time: number
  },
): bigint {
  const total = createTotalLiquidity(p.amt0, p.amt1)
  if (total === null) {
    throw new SettlementFailure(
      'add liquidity must be greater than MINI_LIQUIDITY firstly',
    )
  }
  const liquidity = total - MINI_LIQUIDITY
  const lpTick = lpTickOf(p.tick0, p.tick1)
  const reserve = deriveLedgerAddress(p.tick0 + p.tick1)
  transfer(state, p.tick0, p.creator, reserve, p.amt0, p.txHash)
  transfer(state, p.tick1, p.creator, reserve, p.amt1, p.txHash)
  putEntry(state, state.tokens, lpTick, {
    tick: lpTick,
    max: MAX_NUMBER,
    lim: 0n,
    dec: 8,
    minted: 0n,
    deployer: p.creator,
    inscription: p.txHash,
    deployHeight: p.height,
    deployTime: p.time,
    lastMintTime: null,
    transactions: 0,
    isCheck: 0,
    socials: emptySocials(),
    kind: 'lp',
  })
  mintTo(state, lpTick, p.creator, liquidity, p.txHash)
  mintTo(state, lpTick, reserve, MINI_LIQUIDITY, p.txHash)
  putEntry(state, state.poolsV1, lpTick, {
    tick: lpTick,
    tick0: p.tick0,
    tick1: p.tick1,
    reservesAddress: reserve,
    creator: p.creator,
    createHeight: p.height,
  })
  return liquidity
}

function createPool(ctx: TxContext, o: PairOp, row: SwapOrderRow): void {
  const { state, actor, tx } = ctx
  if (o.amt0 < 1n || o.amt1 < 1n) verifyFail(ZERO)
  if (o.tick0 === o.tick1) verifyFail('the token symbol must be different')
  if (viewPool(state, o.tick0, o.tick1))
    verifyFail('the contract has been created')
  if (
    !hasBalanceRow(state, o.tick0, actor) ||
    !hasBalanceRow(state, o.tick1, actor)
  ) {
    verifyFail(NOT_FOUND)
  }
  if (
    o.amt0 > getBalance(state, o.tick0, actor) ||
    o.amt1 > getBalance(state, o.tick1, actor)
  ) {
    verifyFail(BALANCE)
  }
  const liquidity = settleStep('swapCreate err: swapCreate Create err: ', () =>
    createPoolV1(state, {
      tick0: o.tick0,
      tick1: o.tick1,
      amt0: o.amt0,
      amt1: o.amt1,
      creator: actor,
      txHash: tx.txHash,
      height: ctx.block.height,
      time: ctx.block.time,
    }),
  )
  row.amt0_out = o.amt0
  row.amt1_out = o.amt1
  row.liquidity = liquidity
}

function addLiquidity(ctx: TxContext, o: PairOp, row: SwapOrderRow): void {
  const { state, actor, tx } = ctx
  if (o.amt0 < 1n || o.amt1 < 1n) verifyFail(ZERO)
  if (o.tick0 === o.tick1) verifyFail('the token symbol must be different')
  const pool = viewPool(state, o.tick0, o.tick1)
  if (!pool) verifyFail(NOT_FOUND)
  if (
    !hasBalanceRow(state, o.tick0, actor) ||
    !hasBalanceRow(state, o.tick1, actor)
  ) {
    verifyFail(NOT_FOUND)
  }
  const added = settlePairAdd(
    {
      amt0: o.amt0,
      amt1: o.amt1,
      amt0Min: o.amt0Min,
      amt1Min: o.amt1Min,
      reserve0: pool.reserve0,
      reserve1: pool.reserve1,
      totalSupply: pool.totalSupply,
      balance0: getBalance(state, o.tick0, actor),
      balance1: getBalance(state, o.tick1, actor),
    },
    'pair-v1',
  )
  // [quirk] 5.5: a liquidity of 0 is minted without complaint; a 0 leg
  // fails its transfer.
  settleStep('swapAdd err: swapAdd Add err: ', () => {
    transfer(state, o.tick0, actor, pool.reserve, added.deposit0, tx.txHash)
    transfer(state, o.tick1, actor, pool.reserve, added.deposit1, tx.txHash)
    mintTo(state, pool.lpTick, actor, added.liquidity, tx.txHash)
  })
  row.amt0_out = added.deposit0
  row.amt1_out = added.deposit1
  row.liquidity = added.liquidity
}

function removeLiquidity(ctx: TxContext, o: PairOp, row: SwapOrderRow): bigint {
  const { state, actor, tx } = ctx
  if (o.liquidity < 1n) verifyFail(ZERO)
  if (o.tick0 === o.tick1) verifyFail('the token symbol must be different')
  const pool = viewPool(state, o.tick0, o.tick1)
  if (!pool) verifyFail(NOT_FOUND)
  if (o.liquidity > pool.totalSupply) verifyFail(BALANCE)
  if (!hasBalanceRow(state, pool.lpTick, actor)) verifyFail(NOT_FOUND)
  if (getBalance(state, pool.lpTick, actor) < o.liquidity) verifyFail(BALANCE)
  const removed = settleRemove(
    state,
    { ...pool, reservesAddress: pool.reserve },
    { actor, liquidity: o.liquidity, txHash: tx.txHash },
    () => burnFrom(state, pool.lpTick, actor, o.liquidity, tx.txHash),
  )
  row.amt0_out = removed.out0
  row.amt1_out = removed.out1
  row.liquidity = o.liquidity
  return removed.wdoge
}

function swap(ctx: TxContext, o: PairOp, row: SwapOrderRow): bigint {
  const { state, actor, tx } = ctx
  if (o.amt0 < 1n || o.amt1Min < 0n) verifyFail(ZERO)
  if (o.tick0 === o.tick1) verifyFail('the token symbol must be different')
  const pool = viewPool(state, o.tick0, o.tick1)
  if (!pool) verifyFail(NOT_FOUND)
  const inIs0 = pool.tick0 === o.tick0
  const reserveIn = inIs0 ? pool.reserve0 : pool.reserve1
  const reserveOut = inIs0 ? pool.reserve1 : pool.reserve0
  const out = swapOutput(o.amt0, reserveIn, reserveOut)
  if (out < o.amt1Min) verifyFail('the minimum output less than the limit.')
  if (!hasBalanceRow(state, o.tick0, actor)) verifyFail(NOT_FOUND)
  if (getBalance(state, o.tick0, actor) < o.amt0) {
    verifyFail('the amount of tokens exceeds the balance of the input token')
  }
  if (out > reserveOut) verifyFail(BALANCE)
  settleStep('swapExec err: swapExec error: ', () => {
    transfer(state, o.tick0, actor, pool.reserve, o.amt0, tx.txHash)
    transfer(state, o.tick1, pool.reserve, actor, out, tx.txHash)
  })
  row.amt1_out = out
  return o.tick1 === WDOGE ? out : 0n
}

/** Runs one decoded pair op; returns the WDOGE to unwrap when `doge: 1`. */
function runOp(ctx: TxContext, o: PairOp, row: SwapOrderRow): bigint {
  switch (o.op) {
    case 'create':
      createPool(ctx, o, row)
      return 0n
    case 'add':
      addLiquidity(ctx, o, row)
      return 0n
    case 'remove':
      return removeLiquidity(ctx, o, row)
    case 'swap':
      return swap(ctx, o, row)
    default:
      verifyFail('do not support the type of tokens')
  }
}

/**
 * pair-v1 (docs/protocol.md §5): every input is an operation, all run in one
 * database transaction; `doge: 1` wraps the deposit first (committed even if
 * the operations fail, 5.7) and unwraps WDOGE outputs after them.
 */
export function applyPairV1(ctx: TxContext): void {
  const { state, tx, actor } = ctx
  const toRow = (o: PairOp, i: number): SwapOrderRow => ({
    ...orderCommon(ctx, o.op, actor, i),
    tick: '',
    tick0: o.tick0,
    tick1: o.tick1,
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
  })
  // [quirk] 2.4: inputs decoded before a failing decode check stay as
  // pending rows (order_status 1, empty err_info); the tx is ignored.
  const ops: PairOp[] = []
  const leavePending = (error: unknown): never => {
    for (const [i, o] of ops.entries()) {
      const row = toRow(o, i)
      row.order_status = 1
      state.swapOrders.push(row)
    }
    throw error
  }
  for (const input of tx.inputs) {
    try {
      if ((input.funder ?? tx.funder) !== actor) {
        throw new Ignored(
          'the address is not the same as the previous transaction',
        )
      }
      ops.push(decodePairV1(parsePayload(input.payload)))
    } catch (error) {
      leavePending(error)
    }
  }
  const deposit = getPairDeposit(ops)
  // [I] The output layout check (5.7) leaves no rows: E19 calls it ignored.
  if (deposit > 0n) checkDepositOutputs(ctx, deposit)
  const rows = ops.map(toRow)
  if (deposit > 0n) {
    // [quirk] 5.7: committed in its own database transaction.
    atomically(state, () => mintTo(state, WDOGE, actor, deposit, tx.txHash))
  }
  let failedAt = -1
  try {
    atomically(state, () => {
      let unwrap = 0n
      ops.forEach((o, i) => {
        failedAt = i
        const row = rows[i] as SwapOrderRow
        const out = runOp(ctx, o, row)
        if (o.doge === 1) unwrap += out
      })
      failedAt = -1
      if (unwrap > 0n) {
        settleStep('wdogeWithdrawSwap err: ', () =>
          burnFrom(state, WDOGE, actor, unwrap, tx.txHash),
        )
        payOutDoge(state, actor, unwrap)
      }
    })
  } catch (error) {
    if (!(error instanceof SettlementFailure)) throw error
    // The whole transaction rolls back: every row of it is failed.
    rows.forEach((row, i) => {
      fail(row, error.errInfo)
      if (i !== failedAt) row.err_info = error.errInfo
      row.amt0_out = 0n
      row.amt1_out = 0n
    })
  }
  for (const row of rows) state.swapOrders.push(row)
}
