import { fc, test } from '@fast-check/vitest'
import { describe, expect, it } from 'vitest'
import { MONEY_RUNS } from '../../../../test/fuzzRuns.js'
import { getLiquidityForPercent } from '../amm/quoteRemoveLiquidity.js'
import type { HeldBalances } from '../balances/getHeldAmount.js'
import { WDOGE_TICK } from '../identifiers/wdogeTick.js'
import { isqrt } from '../math/isqrt.js'
import { minBigInt } from '../math/minMax.js'
import { getSlippage } from '../swap/getSlippage.js'
import { formatUnits } from '../units/formatUnits.js'
import { getDogeLegFee } from '../wrap/wrapFee.js'
import { getAddLiquidityFormState } from './getAddLiquidityFormState.js'
import { getCreatePoolFormState } from './getCreatePoolFormState.js'
import { getRemoveLiquidityFormState } from './getRemoveLiquidityFormState.js'
import { getDefaultPairId } from './pairId.js'
import type { PoolRef } from './poolForm.js'

const UNIT = 100_000_000n
const RICH: HeldBalances = {
  byTick: new Map([
    ['AAA', 1_000_000n * UNIT],
    ['BBB', 1_000_000n * UNIT],
    [WDOGE_TICK, 1_000_000n * UNIT],
  ]),
  doge: 1_000_000n * UNIT,
}

const POOL: PoolRef = {
  protocol: 'pair-v1',
  tick0: 'AAA',
  tick1: WDOGE_TICK,
  reserve0: 1_000n * UNIT,
  reserve1: 333n * UNIT,
  liquidityTotal: isqrt(1_000n * UNIT * 333n * UNIT),
}

describe(getCreatePoolFormState, () => {
  it('default: quotes isqrt − 1000 and builds the payload', () => {
    const state = getCreatePoolFormState({
      tick0: 'AAA',
      tick1: 'BBB',
      text0: '100',
      text1: '25',
      doge: false,
      balances: RICH,
    })
    expect(state.issues).toEqual([])
    expect(state.quote?.liquidity).toBe(isqrt(100n * UNIT * 25n * UNIT) - 1000n)
    expect(state.quote?.startingPrice.toString()).toBe('0.25')
    expect(state.inversePrice?.toString()).toBe('4')
    expect(state.payload).toEqual({
      p: 'pair-v1',
      op: 'create',
      tick0: 'AAA',
      tick1: 'BBB',
      amt0: (100n * UNIT).toString(),
      amt1: (25n * UNIT).toString(),
      doge: 0,
    })
  })

  it.each([
    ['0.00001', '0.00001001', 'BELOW_MINIMUM_LIQUIDITY'],
    ['0.00001001', '0.00001001', undefined],
  ])('behavior: minimum liquidity %s × %s', (text0, text1, code) => {
    const state = getCreatePoolFormState({
      tick0: 'AAA',
      tick1: 'BBB',
      text0,
      text1,
      doge: false,
      balances: RICH,
    })
    expect(state.issues[0]?.code).toBe(code)
  })

  it('behavior: refuses more than the balance', () => {
    const state = getCreatePoolFormState({
      tick0: 'AAA',
      tick1: 'BBB',
      text0: '2000000',
      text1: '1',
      doge: false,
      balances: RICH,
    })
    expect(state.issues).toEqual([
      { code: 'INSUFFICIENT_BALANCE', tick: 'AAA' },
    ])
  })

  it('parameters: doge pays the WDOGE leg in DOGE with the fee on the total', () => {
    const state = getCreatePoolFormState({
      tick0: 'AAA',
      tick1: WDOGE_TICK,
      text0: '100',
      text1: '10',
      doge: true,
      balances: { byTick: new Map([['AAA', 100n * UNIT]]), doge: 11n * UNIT },
    })
    expect(state.issues).toEqual([])
    expect(state.dogeLeg).toMatchObject({
      amount: 10n * UNIT,
      fee: getDogeLegFee([10n * UNIT]),
      outputs: { custodyOutput: 10n * UNIT, overpay: 0n },
    })
    expect(state.payload?.doge).toBe(1)
    expect(state.payload).not.toHaveProperty('custody_output')
  })

  it('parameters: walletSetsOutputs — a WDOGE leg the float64 reading would read short', () => {
    // 67,109,019.8555345 DOGE paid exactly reads one koinu short (docs/protocol.md §5.7).
    const input = {
      tick0: 'AAA',
      tick1: WDOGE_TICK,
      text0: '100',
      text1: '67109019.8555345',
      doge: true,
      balances: {
        byTick: new Map([['AAA', 100n * UNIT]]),
        doge: 100_000_000n * UNIT,
      },
    }
    expect(getCreatePoolFormState(input).issues).toEqual([
      {
        code: 'CUSTODY_OUTPUT',
        error: {
          code: 'WALLET_CANNOT_PAY_CUSTODY_OUTPUT',
          custodyOutput: 6_710_901_985_553_451n,
          feeOutput: getDogeLegFee([6_710_901_985_553_450n]),
        },
      },
    ])
    expect(getCreatePoolFormState(input).payload).not.toHaveProperty(
      'custody_output',
    )
    const devnet = getCreatePoolFormState({ ...input, walletSetsOutputs: true })
    expect(devnet.issues).toEqual([])
    expect(devnet.payload).toMatchObject({
      amt1: '6710901985553450',
      custody_output: '6710901985553451',
    })
  })

  it('parameters: amounts in the language notation (Vietnamese)', () => {
    const state = getCreatePoolFormState({
      tick0: 'AAA',
      tick1: 'BBB',
      text0: '1.000',
      text1: '2,5',
      separators: { decimalSeparator: ',', groupSeparator: '.' },
      doge: false,
      balances: RICH,
    })
    expect(state.amount0).toBe(1_000n * UNIT)
    expect(state.amount1).toBe(25n * (UNIT / 10n))
  })

  it('behavior: empty and malformed amounts', () => {
    const state = getCreatePoolFormState({
      tick0: 'AAA',
      tick1: 'BBB',
      text0: '',
      text1: '1.123456789',
      doge: false,
      balances: RICH,
    })
    expect(state.issues).toEqual([
      { code: 'AMOUNT_EMPTY', side: 0 },
      {
        code: 'AMOUNT_INVALID',
        side: 1,
        error: { code: 'TOO_MANY_DECIMALS', decimals: 8 },
      },
    ])
  })
})

describe('getCreatePoolFormState pair-v2', () => {
  const V2 = {
    tick0: 'AAA',
    tick1: WDOGE_TICK,
    text0: '100',
    text1: '25',
    balances: RICH,
    protocol: 'pair-v2' as const,
    pairId: 'AAA-WDOGE-x1y2z3',
  }

  it('default: the pair id verbatim, ticks verbatim, doge 0, same LP as v1', () => {
    const state = getCreatePoolFormState({ ...V2, doge: false })
    expect(state.issues).toEqual([])
    expect(state.quote?.liquidity).toBe(isqrt(100n * UNIT * 25n * UNIT) - 1000n)
    expect(state.payload).toEqual({
      p: 'pair-v2',
      op: 'create',
      pair_id: 'AAA-WDOGE-x1y2z3',
      tick0_id: 'AAA',
      tick1_id: WDOGE_TICK,
      amt0: (100n * UNIT).toString(),
      amt1: (25n * UNIT).toString(),
      doge: 0,
    })
  })

  it('parameters: doge is never sent on a pair-v2 create; WDOGE balance is checked', () => {
    const state = getCreatePoolFormState({ ...V2, doge: true })
    expect(state.dogeLeg).toBeUndefined()
    expect(state.payload?.doge).toBe(0)
    const poor = getCreatePoolFormState({
      ...V2,
      doge: true,
      balances: {
        byTick: new Map([['AAA', 1_000n * UNIT]]),
        doge: 1_000n * UNIT,
      },
    })
    expect(poor.issues).toEqual([
      { code: 'INSUFFICIENT_BALANCE', tick: WDOGE_TICK },
    ])
  })

  it('behavior: a blank, spaced or over-long pair id is refused', () => {
    for (const pairId of ['', '   ', 'a b', 'x'.repeat(129)]) {
      const state = getCreatePoolFormState({ ...V2, doge: false, pairId })
      expect(state.issues).toEqual([{ code: 'PAIR_ID_INVALID' }])
      expect(state.payload).toBeUndefined()
    }
  })

  it('behavior: a pair id already in use is refused', () => {
    const state = getCreatePoolFormState({
      ...V2,
      doge: false,
      takenPairIds: new Set(['AAA-WDOGE-x1y2z3']),
    })
    expect(state.issues).toEqual([{ code: 'PAIR_ID_TAKEN' }])
    expect(state.payload).toBeUndefined()
  })

  it('behavior: the create waits until the pair ids in use are known', () => {
    const checking = getCreatePoolFormState({
      ...V2,
      doge: false,
      takenPairIdsStatus: 'loading',
    })
    expect(checking.issues).toEqual([{ code: 'PAIR_ID_CHECKING' }])
    expect(checking.payload).toBeUndefined()
    const failed = getCreatePoolFormState({
      ...V2,
      doge: false,
      takenPairIdsStatus: 'error',
    })
    expect(failed.issues).toEqual([{ code: 'PAIR_ID_UNCHECKED' }])
    expect(failed.payload).toBeUndefined()
    // pair-v1 has no pair id to check.
    const v1 = getCreatePoolFormState({
      ...V2,
      protocol: 'pair-v1',
      doge: false,
      takenPairIdsStatus: 'loading',
    })
    expect(v1.issues).toEqual([])
  })

  it('behavior: the same minimum-liquidity rule as pair-v1', () => {
    const state = getCreatePoolFormState({
      ...V2,
      doge: false,
      text0: '0.00001',
      text1: '0.00001001',
    })
    expect(state.issues).toEqual([{ code: 'BELOW_MINIMUM_LIQUIDITY' }])
    expect(state.payload).toBeUndefined()
  })
})

describe(getDefaultPairId, () => {
  it('default: tick0-tick1-<six base-36 characters>', () => {
    expect(getDefaultPairId('AAA', 'BBB', () => 0)).toBe('AAA-BBB-000000')
    expect(getDefaultPairId('AAA', 'BBB', () => 0.999999999)).toMatch(
      /^AAA-BBB-[0-9a-z]{6}$/,
    )
  })

  it('behavior: long meme-20 ids are shortened; the id is a valid key', () => {
    const id = getDefaultPairId('f'.repeat(64), 'A B', () => 0.5)
    expect(id).toBe(`ffffffff-A_B-${Math.floor(0.5 * 36 ** 6).toString(36)}`)
    expect(id).toMatch(/^[\x21-\x7e]{1,128}$/)
    expect(getDefaultPairId('UNIX', WDOGE_TICK, () => 0)).toBe(
      'UNIX-WDOGE-000000',
    )
  })
})

describe(getAddLiquidityFormState, () => {
  it('behavior: fixed amount0 derives amount1 = amount0 × R1 // R0', () => {
    const state = getAddLiquidityFormState({
      pool: POOL,
      fixed: 'amount0',
      text: '10',
      slippageText: '',
      doge: false,
      balances: RICH,
    })
    const amount1 = (10n * UNIT * POOL.reserve1) / POOL.reserve0
    expect(state.issues).toEqual([])
    expect(state.amount0).toBe(10n * UNIT)
    expect(state.amount1).toBe(amount1)
    expect(state.amount0Min).toBe((10n * UNIT * 9950n) / 10000n)
    expect(state.amount1Min).toBe((amount1 * 9950n) / 10000n)
    expect(state.quote?.branch).toBe(1)
    expect(state.quote?.liquidity).toBe(
      (10n * UNIT * POOL.liquidityTotal) / POOL.reserve0 <
        (amount1 * POOL.liquidityTotal) / POOL.reserve1
        ? (10n * UNIT * POOL.liquidityTotal) / POOL.reserve0
        : (amount1 * POOL.liquidityTotal) / POOL.reserve1,
    )
  })

  it('behavior: fixed amount1 derives amount0 = amount1 × R0 // R1 and re-derives amount1', () => {
    const state = getAddLiquidityFormState({
      pool: POOL,
      fixed: 'amount1',
      text: '1',
      slippageText: '1',
      doge: false,
      balances: RICH,
    })
    const amount0 = (UNIT * POOL.reserve0) / POOL.reserve1
    expect(state.amount0).toBe(amount0)
    expect(state.amount1).toBe((amount0 * POOL.reserve1) / POOL.reserve0)
    expect(state.amount1 ?? 0n).toBeLessThanOrEqual(UNIT)
    expect(state.slippageBps).toBe(100n)
    expect(state.amount0Min).toBe((amount0 * 9900n) / 10000n)
    expect(state.issues).toEqual([])
  })

  it('behavior: the balance of the derived side is checked', () => {
    const state = getAddLiquidityFormState({
      pool: POOL,
      fixed: 'amount0',
      text: '10',
      slippageText: '',
      doge: false,
      balances: { byTick: new Map([['AAA', 10n * UNIT]]), doge: UNIT },
    })
    expect(state.issues).toEqual([
      { code: 'INSUFFICIENT_BALANCE', tick: WDOGE_TICK },
    ])
  })

  it('behavior: the wallet’s DOGE must cover the service output and network fee', () => {
    const add = (doge: bigint) =>
      getAddLiquidityFormState({
        pool: POOL,
        fixed: 'amount0',
        text: '1',
        slippageText: '',
        doge: false,
        balances: {
          byTick: new Map([
            ['AAA', 10n * UNIT],
            [WDOGE_TICK, 10n * UNIT],
          ]),
          doge,
        },
      })
    expect(add(51_000_000n).issues).toEqual([])
    expect(add(51_000_000n).dogeCosts).toMatchObject({
      paid: 51_000_000n,
      netChange: -51_000_000n,
    })
    expect(add(50_999_999n).issues).toEqual([{ code: 'INSUFFICIENT_DOGE' }])
  })

  it('parameters: doge skips the WDOGE token balance and checks DOGE', () => {
    const state = getAddLiquidityFormState({
      pool: POOL,
      fixed: 'amount0',
      text: '10',
      slippageText: '',
      doge: true,
      balances: { byTick: new Map([['AAA', 10n * UNIT]]), doge: 100n * UNIT },
    })
    expect(state.issues).toEqual([])
    expect(state.payload?.doge).toBe(1)
  })

  it('behavior: a dust amount whose other side rounds to 0 is refused', () => {
    const state = getAddLiquidityFormState({
      pool: POOL,
      fixed: 'amount0',
      text: '0.00000002',
      slippageText: '',
      doge: false,
      balances: RICH,
    })
    expect(state.issues[0]?.code).toBe('ZERO_AMOUNT')
  })

  it('parameters: pair-v2 sends the optimal pair with pair_id', () => {
    const state = getAddLiquidityFormState({
      pool: { ...POOL, protocol: 'pair-v2', pairId: 'abc' },
      fixed: 'amount0',
      text: '10',
      slippageText: '',
      doge: false,
      balances: RICH,
    })
    expect(state.payload).toMatchObject({
      p: 'pair-v2',
      pair_id: 'abc',
      tick0_id: 'AAA',
      amt0: (10n * UNIT).toString(),
      amt1: state.amount1?.toString(),
    })
  })

  it('behavior: invalid slippage', () => {
    expect(getSlippage('abc')).toBeUndefined()
    expect(getSlippage('')).toEqual({ bps: 50n })
  })
})

describe(getRemoveLiquidityFormState, () => {
  const position = 10n * UNIT

  it('behavior: by percentage', () => {
    const state = getRemoveLiquidityFormState({
      pool: POOL,
      position,
      mode: 'percent',
      percent: 50,
      lpText: '',
      doge: false,
    })
    const liquidity = getLiquidityForPercent(position, 50)
    expect(state.liquidity).toBe(liquidity)
    expect(state.quote).toEqual({
      amount0: (liquidity * POOL.reserve0) / POOL.liquidityTotal,
      amount1: (liquidity * POOL.reserve1) / POOL.liquidityTotal,
    })
    expect(state.payload).toEqual({
      p: 'pair-v1',
      op: 'remove',
      tick0: 'AAA',
      tick1: WDOGE_TICK,
      liquidity: liquidity.toString(),
      doge: 0,
    })
  })

  it.each([
    ['11', 'EXCEEDS_POSITION'],
    ['0.00000001', 'ZERO_OUTPUT'],
    ['0', 'AMOUNT_ZERO'],
  ])('behavior: by amount %s → %s', (lpText, code) => {
    const state = getRemoveLiquidityFormState({
      pool: POOL,
      position,
      mode: 'amount',
      percent: 0,
      lpText,
      doge: false,
    })
    expect(state.issues[0]?.code).toBe(code)
    expect(state.payload).toBeUndefined()
  })

  it('parameters: doge — the WDOGE leg is received as DOGE, net of the costs', () => {
    const position = 100n * UNIT
    const state = getRemoveLiquidityFormState({
      pool: POOL,
      position,
      mode: 'percent',
      percent: 50,
      lpText: '',
      doge: true,
      dogeBalance: 50_000_000n,
    })
    expect(state.payload?.doge).toBe(1)
    expect(state.dogeCosts?.received).toBe(state.quote?.amount1)
    expect(state.dogeCosts?.netChange).toBe(
      (state.quote?.amount1 ?? 0n) - 51_000_000n,
    )
    // The service output and the network fee are paid up front.
    expect(state.issues).toEqual([{ code: 'INSUFFICIENT_DOGE' }])
  })

  it('behavior: no position', () => {
    expect(
      getRemoveLiquidityFormState({
        pool: POOL,
        position: 0n,
        mode: 'percent',
        percent: 100,
        lpText: '',
        doge: true,
      }).issues,
    ).toEqual([{ code: 'NO_POSITION' }])
  })
})

describe('pool form properties', () => {
  const reserve = fc.bigInt({ min: 1_000_000n, max: 10n ** 20n })
  const pool = fc.tuple(reserve, reserve).map(
    ([reserve0, reserve1]): PoolRef => ({
      protocol: 'pair-v1',
      tick0: 'AAA',
      tick1: WDOGE_TICK,
      reserve0,
      reserve1,
      liquidityTotal: isqrt(reserve0 * reserve1),
    }),
  )

  test.prop(
    [
      pool,
      fc.bigInt({ min: 1n, max: 10n ** 20n }),
      fc.double({ min: 0, max: 100, noNaN: true }),
    ],
    {
      numRuns: MONEY_RUNS,
    },
  )(
    'property: a remove never pays more than the reserves',
    (p, position, percent) => {
      const held = minBigInt(position, p.liquidityTotal)
      const state = getRemoveLiquidityFormState({
        pool: p,
        position: held,
        mode: 'percent',
        percent,
        lpText: '',
        doge: false,
      })
      if (!state.quote) return
      expect(state.quote.amount0).toBeLessThanOrEqual(p.reserve0)
      expect(state.quote.amount1).toBeLessThanOrEqual(p.reserve1)
      expect(state.liquidity ?? 0n).toBeLessThanOrEqual(held)
    },
  )

  test.prop([pool, fc.bigInt({ min: 1n, max: 10n ** 15n })], {
    numRuns: MONEY_RUNS,
  })(
    'property: an add never deposits more than typed, and its minimums stay under the amounts',
    (p, amount) => {
      const state = getAddLiquidityFormState({
        pool: p,
        fixed: 'amount0',
        text: formatUnits(amount),
        slippageText: '',
        doge: false,
        balances: { byTick: undefined, doge: undefined },
      })
      if (state.amount0 === undefined || state.amount1 === undefined) return
      expect(state.amount0Min ?? 0n).toBeLessThanOrEqual(state.amount0)
      expect(state.amount1Min ?? 0n).toBeLessThanOrEqual(state.amount1)
      if (state.quote) {
        expect(state.quote.amount0).toBeLessThanOrEqual(state.amount0)
        expect(state.quote.amount1).toBeLessThanOrEqual(state.amount1)
      }
    },
    // 10,000 whole form states: slow on a loaded machine.
    30_000,
  )

  test.prop(
    [
      fc.bigInt({ min: 1n, max: 10n ** 14n }),
      fc.bigInt({ min: 1n, max: 10n ** 14n }),
    ],
    {
      numRuns: MONEY_RUNS,
    },
  )(
    'property: a create with doge pays exactly the WDOGE leg plus one fee on it',
    (a0, a1) => {
      const state = getCreatePoolFormState({
        tick0: 'AAA',
        tick1: WDOGE_TICK,
        text0: formatUnits(a0),
        text1: formatUnits(a1),
        doge: true,
        balances: { byTick: undefined, doge: undefined },
      })
      if (state.amount1 === undefined || !state.quote) return
      expect(state.dogeLeg).toMatchObject({
        amount: state.amount1,
        fee: getDogeLegFee([state.amount1]),
      })
    },
  )
})
