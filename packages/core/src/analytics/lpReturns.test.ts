import { fc, test } from '@fast-check/vitest'
import BigNumber from 'bignumber.js'
import { describe, expect, it } from 'vitest'
import { MONEY_RUNS } from '../../../../test/fuzzRuns.js'
import { getAmountOut } from '../amm/getAmountOut.js'
import { getSwapFee } from '../amm/getSwapFee.js'
import {
  CURRENT_PROTOCOL,
  type ProtocolParams,
} from '../protocol/protocolParams.js'
import { getFeesEarned, type PoolSwap } from './getFeesEarned.js'
import { getHodlValue } from './getHodlValue.js'
import {
  getImpermanentLoss,
  getLotImpermanentLoss,
} from './getImpermanentLoss.js'
import { getLpReturns } from './getLpReturns.js'
import { getPositionHistory } from './getPositionHistory.js'
import {
  getLiquidityAt,
  getPositionLots,
  type PositionEvent,
} from './getPositionLots.js'
import { getPositionValue } from './getPositionValue.js'

const NO_FEE: ProtocolParams = {
  ...CURRENT_PROTOCOL,
  swapFee: { ...CURRENT_PROTOCOL.swapFee, numerator: 0n },
}

const add = (
  height: number,
  amount0: bigint,
  amount1: bigint,
  liquidity: bigint,
): PositionEvent => ({
  kind: 'add',
  height,
  index: 0,
  amount0,
  amount1,
  liquidity,
})

describe(getPositionLots, () => {
  it('default: a remove takes its share of every deposit', () => {
    const { lots, liquidity } = getPositionLots([
      add(1, 1_000n, 2_000n, 100n),
      add(2, 500n, 1_500n, 50n),
      { ...add(3, 0n, 0n, 75n), kind: 'remove' },
    ])
    expect(liquidity).toBe(75n)
    expect(lots).toEqual([
      { amount0: 500n, amount1: 1_000n, liquidity: 50n },
      { amount0: 250n, amount1: 750n, liquidity: 25n },
    ])
  })

  it('behavior: removing everything (or more) empties the position', () => {
    expect(
      getPositionLots([
        add(1, 1_000n, 2_000n, 100n),
        { ...add(2, 0n, 0n, 101n), kind: 'remove' },
      ]),
    ).toEqual({ lots: [], liquidity: 0n })
  })

  it('behavior: events count in chain order, before the point asked', () => {
    const events = [add(5, 10n, 10n, 7n), add(3, 10n, 10n, 4n)]
    expect(getLiquidityAt(events, { height: 5, index: 0 })).toBe(4n)
    expect(getLiquidityAt(events, { height: 5, index: 1 })).toBe(11n)
  })
})

describe(getFeesEarned, () => {
  it('default: truncated fee × LP share at the swap, rounded down per swap', () => {
    const swaps: PoolSwap[] = [
      // before the add: nothing
      {
        height: 1,
        index: 0,
        tokenIn: 0,
        amountIn: 1_000_000n,
        totalSupply: 1_000n,
      },
      // fee 3,000 × 250 / 1,000 = 750
      {
        height: 2,
        index: 1,
        tokenIn: 0,
        amountIn: 1_000_999n,
        totalSupply: 1_000n,
      },
      // fee 6 × 250 / 1,000 = 1.5 → 1
      {
        height: 3,
        index: 0,
        tokenIn: 1,
        amountIn: 2_999n,
        totalSupply: 1_000n,
      },
    ]
    expect(getFeesEarned([{ ...add(2, 1n, 1n, 250n) }], swaps)).toEqual({
      fee0: 750n,
      fee1: 1n,
    })
  })
})

describe(getLotImpermanentLoss, () => {
  it('default: price ×4 loses 20 % of HODL (2·2/5 − 1)', () => {
    // entry 1:1, now 4:1 (token0 worth 4 token1)
    const pool = { reserve0: 1_000_000n, reserve1: 4_000_000n }
    const lot = { amount0: 1_000n, amount1: 1_000n, liquidity: 1n }
    expect(getHodlValue([lot], pool)).toBe(5_000n)
    expect(getLotImpermanentLoss(lot, pool)).toBe(-1_000n)
  })

  test.prop(
    [
      fc.bigInt({ min: 1n, max: 10n ** 18n }),
      fc.bigInt({ min: 1n, max: 10n ** 18n }),
      fc.bigInt({ min: 1n, max: 10n ** 6n }),
    ],
    { numRuns: MONEY_RUNS },
  )('property: 0 when the price ratio is unchanged', (r0, r1, k) => {
    const pool = { reserve0: r0, reserve1: r1 }
    expect(
      getLotImpermanentLoss(
        { amount0: r0 * k, amount1: r1 * k, liquidity: 1n },
        pool,
      ),
    ).toBe(0n)
  })

  test.prop(
    [
      fc.bigInt({ min: 1n, max: 10n ** 18n }),
      fc.bigInt({ min: 1n, max: 10n ** 18n }),
      fc.bigInt({ min: 0n, max: 10n ** 18n }),
      fc.bigInt({ min: 0n, max: 10n ** 18n }),
    ],
    { numRuns: MONEY_RUNS },
  )(
    'property: never positive, never beyond the HODL value',
    (r0, r1, a0, a1) => {
      const pool = { reserve0: r0, reserve1: r1 }
      const lot = { amount0: a0, amount1: a1, liquidity: 1n }
      const il = getImpermanentLoss([lot], pool)
      expect(il <= 0n).toBe(true)
      expect(-il <= getHodlValue([lot], pool)).toBe(true)
    },
  )
})

type Op =
  | { kind: 'swap'; tokenIn: 0 | 1; permille: number }
  | { kind: 'add'; permille: number }
  | { kind: 'remove'; permille: number }

const opArb: fc.Arbitrary<Op> = fc.oneof(
  fc.record({
    kind: fc.constant('swap' as const),
    tokenIn: fc.constantFrom(0 as const, 1 as const),
    permille: fc.integer({ min: 1, max: 900 }),
  }),
  fc.record({
    kind: fc.constant('add' as const),
    permille: fc.integer({ min: 1, max: 500 }),
  }),
  fc.record({
    kind: fc.constant('remove' as const),
    permille: fc.integer({ min: 1, max: 1000 }),
  }),
)

/**
 * A pool created by someone else, then a history of the position's adds and
 * removes and others' swaps, settled with the indexer's formulas
 * (docs/protocol.md §5.5).
 */
function simulate(
  reserve0: bigint,
  reserve1: bigint,
  ops: readonly Op[],
  params: ProtocolParams,
) {
  let r0 = reserve0
  let r1 = reserve1
  let lt = 10n ** 12n
  let held = 0n
  const events: PositionEvent[] = []
  const swaps: PoolSwap[] = []
  const prices: BigNumber[] = []
  ops.forEach((op, height) => {
    if (op.kind === 'swap') {
      const rin = op.tokenIn === 0 ? r0 : r1
      const rout = op.tokenIn === 0 ? r1 : r0
      const amountIn = (rin * BigInt(op.permille)) / 1000n
      const out = getAmountOut(amountIn, rin, rout, params)
      if (out <= 0n || out >= rout) return
      if (op.tokenIn === 0) [r0, r1] = [r0 + amountIn, r1 - out]
      else [r1, r0] = [r1 + amountIn, r0 - out]
      swaps.push({
        height,
        index: 0,
        tokenIn: op.tokenIn,
        amountIn,
        totalSupply: lt,
      })
      if (held > 0n)
        prices.push(new BigNumber(r1.toString()).div(r0.toString()))
    } else if (op.kind === 'add') {
      // the form's proportional amounts: dep1 rounded up so that l0 ≤ l1
      const dep0 = (r0 * BigInt(op.permille)) / 1000n
      const dep1 = (dep0 * r1 + r0 - 1n) / r0
      const liquidity = [(dep0 * lt) / r0, (dep1 * lt) / r1].reduce((a, b) =>
        a < b ? a : b,
      )
      if (liquidity <= 0n) return
      events.push({
        kind: 'add',
        height,
        index: 0,
        amount0: dep0,
        amount1: dep1,
        liquidity,
      })
      r0 += dep0
      r1 += dep1
      lt += liquidity
      held += liquidity
    } else {
      const liquidity = (held * BigInt(op.permille)) / 1000n
      if (liquidity <= 0n) return
      const out0 = (liquidity * r0) / lt
      const out1 = (liquidity * r1) / lt
      events.push({
        kind: 'remove',
        height,
        index: 0,
        amount0: out0,
        amount1: out1,
        liquidity,
      })
      r0 -= out0
      r1 -= out1
      lt -= liquidity
      held -= liquidity
    }
  })
  return {
    events,
    swaps,
    prices,
    pool: { reserve0: r0, reserve1: r1, totalSupply: lt },
  }
}

/**
 * The rounding bound ε of the agreement: each deposit loses at most one
 * LP unit and one unit of each token at entry, each remove at most one of
 * each, and each floor in the valuation one unit; all valued in token1 at
 * the price now. Stated as 4 units of each token per event plus 4 units,
 * token0 valued at the price now.
 */
function roundingBound(
  events: readonly PositionEvent[],
  pool: { reserve0: bigint; reserve1: bigint; totalSupply: bigint },
) {
  const perEvent =
    4n + (4n * pool.reserve1 + pool.reserve0 - 1n) / pool.reserve0
  const lpUnit = (2n * pool.reserve1 + pool.totalSupply - 1n) / pool.totalSupply
  return BigInt(events.length + 1) * (perEvent + 2n * lpUnit)
}

const reserveArb = fc.bigInt({ min: 10n ** 9n, max: 10n ** 18n })

describe(getLpReturns, () => {
  test.prop(
    [reserveArb, reserveArb, fc.array(opArb, { minLength: 1, maxLength: 12 })],
    {
      numRuns: 2_000,
    },
  )('property: without fees, value now = HODL + IL within ε', (r0, r1, ops) => {
    const { events, swaps, pool } = simulate(r0, r1, ops, NO_FEE)
    const out = getLpReturns(events, swaps, pool, NO_FEE)
    expect(out.feesValue).toBe(0n)
    const gap = out.value - (out.hodlValue + out.impermanentLoss)
    const eps = roundingBound(events, pool)
    expect(gap <= eps && -gap <= eps).toBe(true)
  })

  test.prop(
    [reserveArb, reserveArb, fc.array(opArb, { minLength: 1, maxLength: 12 })],
    {
      numRuns: 2_000,
    },
  )(
    'property: with fees, HODL + IL − ε ≤ value ≤ HODL + IL + fees × √(price spread) + ε',
    (r0, r1, ops) => {
      const { events, swaps, prices, pool } = simulate(
        r0,
        r1,
        ops,
        CURRENT_PROTOCOL,
      )
      const out = getLpReturns(events, swaps, pool)
      const eps = roundingBound(events, pool)
      const base = out.hodlValue + out.impermanentLoss
      expect(out.value >= base - eps).toBe(true)
      // a fee earned at price p_t is worth √(p_t/p) (token0) or √(p/p_t)
      // (token1) of its value now once reinvested: bound by the widest ratio
      const now = new BigNumber(pool.reserve1.toString()).div(
        pool.reserve0.toString(),
      )
      const spread = prices.reduce(
        (m, p) => BigNumber.max(m, p.div(now), now.div(p)),
        new BigNumber(1),
      )
      const allowance = new BigNumber(out.feesValue.toString())
        .times(spread.sqrt())
        .times(1.01)
        .integerValue(BigNumber.ROUND_CEIL)
      expect(out.value <= base + BigInt(allowance.toFixed(0)) + eps).toBe(true)
    },
  )

  it('default: a seeded-style position, every figure on its own', () => {
    // a 1:1 pool of 1e9 each (LT 1e9); the position adds 1e8 each for 1e8 LP
    const events = [add(10, 100_000_000n, 100_000_000n, 100_000_000n)]
    const swaps: PoolSwap[] = [
      {
        height: 11,
        index: 0,
        tokenIn: 0,
        amountIn: 110_000_000n,
        totalSupply: 1_100_000_000n,
      },
    ]
    const fee = getSwapFee(110_000_000n) // 330,000
    const out0 = getAmountOut(110_000_000n, 1_100_000_000n, 1_100_000_000n)
    const pool = {
      reserve0: 1_210_000_000n,
      reserve1: 1_100_000_000n - out0,
      totalSupply: 1_100_000_000n,
    }
    const r = getLpReturns(events, swaps, pool)
    expect(r.fees).toEqual({
      fee0: (fee * 100_000_000n) / 1_100_000_000n,
      fee1: 0n,
    })
    expect(r.value).toBe(getPositionValue(100_000_000n, pool))
    expect(r.impermanentLoss < 0n).toBe(true)
    expect(r.netVersusHodl).toBe(r.value - r.hodlValue)
  })
})

describe(getPositionHistory, () => {
  const base = {
    id: 1,
    orderId: '',
    feeAddress: '',
    feeTxHash: '',
    txHash: '',
    blockHash: '',
    errInfo: null,
    errorCode: null,
    orderStatus: 0,
    status: 'completed' as const,
    updateDateMs: 0,
    createDateMs: 0,
    amt0Min: 0n,
    amt1Min: 0n,
    doge: 0,
  }
  const order = (
    op: 'create' | 'add' | 'remove' | 'swap',
    blockNumber: number,
    holderAddress: string,
    amounts: Partial<{
      amt0: bigint
      amt1: bigint
      amt0Out: bigint
      amt1Out: bigint
      liquidity: bigint
    }>,
    ticks: [string, string] = ['A', 'B'],
  ) => ({
    ...base,
    op,
    blockNumber,
    txIndex: 0,
    holderAddress,
    tick0: ticks[0],
    tick1: ticks[1],
    amt0: 0n,
    amt1: 0n,
    amt0Out: 0n,
    amt1Out: 0n,
    liquidity: 0n,
    ...amounts,
  })

  it('default: LP supply replayed, the holder rows as deposits', () => {
    const h = getPositionHistory(
      [
        order('swap', 3, 'X', { amt0: 5_000n }, ['B', 'A']),
        order('create', 1, 'X', { amt0Out: 1_000_000n, amt1Out: 4_000_000n }),
        order('add', 2, 'ME', {
          amt0Out: 500_000n,
          amt1Out: 2_000_000n,
          liquidity: 1_000_000n,
        }),
        order('remove', 4, 'ME', {
          amt0Out: 1n,
          amt1Out: 1n,
          liquidity: 400_000n,
        }),
        order('swap', 5, 'X', { amt0: 7_000n }),
        {
          ...order('add', 6, 'ME', { liquidity: 9n }),
          status: 'failed' as const,
        },
      ],
      { tick0: 'A', tick1: 'B' },
      'ME',
    )
    expect(h.events.map((e) => [e.kind, e.liquidity])).toEqual([
      ['add', 1_000_000n],
      ['remove', 400_000n],
    ])
    // create: isqrt(1e6 × 4e6) = 2e6; + 1e6 add; − 4e5 remove
    expect(h.swaps).toEqual([
      {
        height: 3,
        index: 0,
        tokenIn: 1,
        amountIn: 5_000n,
        totalSupply: 3_000_000n,
      },
      {
        height: 5,
        index: 0,
        tokenIn: 0,
        amountIn: 7_000n,
        totalSupply: 2_600_000n,
      },
    ])
  })
})
