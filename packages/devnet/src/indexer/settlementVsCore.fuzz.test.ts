import {
  accrueStakeV1Block,
  compareTicks,
  getAcceptedDogeOutput,
  getAddLiquidityVerification,
  getAmountOut,
  getMintOutputValue,
  getOrderV1Fill,
  getStakeV1Claim,
  isValidMintRepeat,
  normalizeTick,
  quoteAddLiquidity,
  quoteBoxFinish,
  quoteCreatePool,
  quoteRemoveLiquidity,
  readDogeOutputValue,
  utf8ByteLength,
  wrapFee,
} from '@drc20/core'
import { fc, test } from '@fast-check/vitest'
import { describe, expect } from 'vitest'
import { MONEY_RUNS } from '../../../../test/fuzzRuns.js'
import { ALICE, createTestIndex } from '../test/indexerHarness.js'
import { deriveLedgerAddress } from './deriveLedgerAddress.js'
import { WDOGE } from './settlement/constants.js'
import { mintRepeat, readOutput } from './settlement/float64Outputs.js'
import { goByteLength, goCompare, goToUpper } from './settlement/goStrings.js'
import {
  orderTradeGet,
  stakeBlockRewards,
  stakeClaimPayouts,
} from './settlement/marketMath.js'
import {
  createTotalLiquidity,
  depositFee,
  removeOutputs,
  settleAdd,
  swapOutput,
  verifyAdd,
} from './settlement/pairMath.js'
import { getBalance, IndexerStall } from './state.js'

/*
 * The devnet's settlement (settlement/) is written apart from core so that
 * the browser tests compare two implementations. This file checks that the
 * two agree over random inputs, with extra weight at the edges where
 * arithmetic goes wrong: around 2^53 (float64 integers), 2^64 (64-bit
 * integers) and 2^26 DOGE (the float64 reading of outputs).
 */

const TWO_53 = 2n ** 53n
const TWO_64 = 2n ** 64n
const TWO_26_DOGE = 2n ** 26n * 100_000_000n

const near = (centre: bigint, spread = 1_000n) =>
  fc.bigInt({ min: centre - spread, max: centre + spread })

/** Positive amounts, weighted toward the edges. */
const amount = fc.oneof(
  fc.bigInt({ min: 1n, max: 10n ** 6n }),
  fc.bigInt({ min: 1n, max: 10n ** 30n }),
  near(TWO_53),
  near(TWO_64),
  near(TWO_26_DOGE, 10n ** 9n),
)
const nonNegative = fc.oneof(fc.constant(0n), amount)

describe('pair arithmetic: settlement/ vs core', () => {
  test.prop([amount, amount, amount], { numRuns: MONEY_RUNS })(
    'property: swap output',
    (amt0, reserveIn, reserveOut) => {
      expect(swapOutput(amt0, reserveIn, reserveOut)).toBe(
        getAmountOut(amt0, reserveIn, reserveOut),
      )
    },
  )

  test.prop([amount, amount], { numRuns: MONEY_RUNS })(
    'property: pool create',
    (amt0, amt1) => {
      const total = createTotalLiquidity(amt0, amt1)
      const quote = quoteCreatePool(amt0, amt1)
      expect(total === null).toBe(quote.isErr())
      if (quote.isOk()) expect(total).toBe(quote.value.totalSupply)
    },
  )

  test.prop(
    [amount, amount, nonNegative, nonNegative, amount, amount, amount],
    { numRuns: MONEY_RUNS },
  )(
    'property: add settlement (the devnet mints a 0 LP that core refuses)',
    (amt0, amt1, amt0Min, amt1Min, reserve0, reserve1, totalSupply) => {
      const devnet = settleAdd({
        amt0,
        amt1,
        amt0Min,
        amt1Min,
        reserve0,
        reserve1,
        totalSupply,
      })
      const core = quoteAddLiquidity({
        amount0Desired: amt0,
        amount1Desired: amt1,
        amount0Min: amt0Min,
        amount1Min: amt1Min,
        reserve0,
        reserve1,
        totalSupply,
      })
      if (devnet === null) {
        expect(core._unsafeUnwrapErr().code).toBe('AMOUNTS_OUT_OF_RANGE')
        return
      }
      const settled = core.isOk()
        ? core.value
        : (() => {
            const error = core.error
            if (error.code !== 'ZERO_LIQUIDITY') throw new Error(error.code)
            return error
          })()
      expect([settled.amount0, settled.amount1, settled.liquidity]).toEqual([
        devnet.deposit0,
        devnet.deposit1,
        devnet.liquidity,
      ])
    },
  )

  const texts = {
    INVALID_AMOUNT: 'the amount of tokens exceeds the 0',
    BELOW_MINIMUM: 'the amount of tokens exceeds the min',
    INSUFFICIENT_BALANCE: 'the amount of tokens exceeds the balance',
    EXCEEDS_MAX: 'the amount of tokens exceeds the max',
  } as const

  test.prop(
    [amount, amount, nonNegative, nonNegative, amount, amount, amount, amount],
    { numRuns: MONEY_RUNS },
  )(
    'property: add verification',
    (amt0, amt1, amt0Min, amt1Min, reserve0, reserve1, balance0, balance1) => {
      const devnet = verifyAdd({
        amt0,
        amt1,
        amt0Min,
        amt1Min,
        reserve0,
        reserve1,
        balance0,
        balance1,
      })
      const core = getAddLiquidityVerification({
        amount0: amt0,
        amount1: amt1,
        amount0Min: amt0Min,
        amount1Min: amt1Min,
        reserve0,
        reserve1,
        balance0,
        balance1,
      })
      const coreText = core.isOk()
        ? null
        : core.error.code === 'NO_LIQUIDITY'
          ? 'no liquidity'
          : texts[core.error.code]
      expect(devnet).toBe(coreText)
    },
  )

  test.prop([amount, amount, amount, amount], { numRuns: MONEY_RUNS })(
    'property: remove',
    (liquidity, reserve0, reserve1, extra) => {
      const totalSupply = liquidity + extra - 1n
      const [out0, out1] = removeOutputs(
        liquidity,
        reserve0,
        reserve1,
        totalSupply,
      )
      const core = quoteRemoveLiquidity({
        liquidity,
        reserve0,
        reserve1,
        totalSupply,
      })
      if (out0 === 0n || out1 === 0n) {
        expect(core._unsafeUnwrapErr().code).toBe('ZERO_OUTPUT')
      } else {
        expect(core._unsafeUnwrap()).toEqual({ amount0: out0, amount1: out1 })
      }
    },
  )
})

describe('DOGE outputs: settlement/ vs core', () => {
  test.prop([nonNegative], { numRuns: MONEY_RUNS })(
    'property: the deposit fee',
    (amt) => {
      if (amt > 0n) expect(depositFee(amt)).toBe(wrapFee(amt))
    },
  )

  const output = fc.oneof(
    nonNegative,
    near(TWO_26_DOGE, 10n ** 12n),
    fc.bigInt({ min: TWO_26_DOGE, max: 10n ** 18n }),
    near(2n ** 63n, 10n ** 6n),
  )

  test.prop([output], { numRuns: MONEY_RUNS })(
    'property: the float64 reading of an output',
    (koinu) => {
      expect(readOutput(koinu)).toBe(readDogeOutputValue(koinu))
    },
  )

  test.prop([fc.oneof(amount, near(TWO_26_DOGE, 10n ** 12n))], {
    numRuns: MONEY_RUNS,
  })(
    'property: core’s custody output is what the devnet accepts, and the least',
    (deposit) => {
      const paid = getAcceptedDogeOutput(deposit)
      if (paid.isErr()) {
        expect(readOutput(deposit) < deposit).toBe(true)
        return
      }
      expect(readOutput(paid.value) >= deposit).toBe(true)
      if (paid.value > deposit)
        expect(readOutput(paid.value - 1n) < deposit).toBe(true)
    },
  )

  test.prop([fc.integer({ min: 0, max: 3_200_000 })], { numRuns: MONEY_RUNS })(
    'property: the drc-20 mint repeat read from out0',
    (koinu) => {
      const repeat = mintRepeat(BigInt(koinu))
      if (repeat > 0) expect(getMintOutputValue(repeat)).toBe(BigInt(koinu))
      const k = koinu / 100_000
      if (Number.isInteger(k) && k >= 1 && k <= 30)
        expect(repeat === k).toBe(isValidMintRepeat(k))
    },
  )
})

describe('markets: settlement/ vs core', () => {
  test.prop([amount, amount, nonNegative, amount], { numRuns: MONEY_RUNS })(
    'property: order-v1 trade fill',
    (amount0, amount1, filled, payment) => {
      // Up to the whole order filled (bigint: no Math.min).
      const filled0 = filled % (amount0 + 1n)
      const get = orderTradeGet(amount0, amount1, filled0, payment)
      const core = getOrderV1Fill({
        amount0,
        amount1,
        filled0,
        payment,
        maker: 'DMaker',
        buyer: 'DBuyer',
      })
      if (get <= 0n) expect(core.isErr()).toBe(true)
      else expect(core._unsafeUnwrap().received).toBe(get)
    },
  )

  const pool = fc.dictionary(
    fc.constantFrom('UNIX', 'CZZ', 'DOGI', WDOGE),
    amount,
    { minKeys: 1 },
  )

  test.prop(
    [fc.constantFrom('UNIX', 'UNIX-SWAP-WDOGE(WRAPPED-DOGE)'), amount, pool],
    { numRuns: MONEY_RUNS },
  )('property: stake-v1 claim payouts', (stakedTick, owed, balances) => {
    const payouts = stakeClaimPayouts(
      stakedTick,
      owed,
      new Map(Object.entries(balances)),
    )
    const core = getStakeV1Claim({ stakedTick, owed, poolBalances: balances })
    // The devnet transfers each payout; a 0 or a short pool fails the claim.
    const fails = payouts.some(
      ([tick, value]) => value === 0n || value > (balances[tick] ?? 0n),
    )
    expect(core.isErr()).toBe(fails)
    if (core.isOk()) expect(Object.fromEntries(payouts)).toEqual(core.value)
  })

  test.prop(
    [
      fc.array(
        fc.record({
          amount: amount,
          cardi: fc.bigInt({ min: 0n, max: 10n ** 14n }),
        }),
        { minLength: 1, maxLength: 6 },
      ),
      amount,
    ],
    { numRuns: MONEY_RUNS },
  )('property: stake-v1 block accrual', (stakers, rewardPerBlock) => {
    expect(stakeBlockRewards(stakers, rewardPerBlock)).toEqual(
      accrueStakeV1Block({
        stakers: stakers.map((s, i) => ({ address: String(i), ...s })),
        rewardPerBlock,
      }).map((r) => r.reward),
    )
  })
})

describe('ticks: settlement/ vs core', () => {
  const tick = fc.oneof(
    fc.string({ unit: 'binary', maxLength: 12 }),
    fc.string({ unit: 'grapheme', maxLength: 12 }),
    fc.stringMatching(/^[a-zA-Z0-9()-]{0,10}$/),
  )

  test.prop([tick, tick], { numRuns: MONEY_RUNS })(
    'property: upper-casing, byte length and order',
    (a, b) => {
      expect(goToUpper(a)).toBe(normalizeTick(a))
      expect(goByteLength(goToUpper(a))).toBe(utf8ByteLength(normalizeTick(a)))
      expect(Math.sign(goCompare(a, b))).toBe(Math.sign(compareTicks(a, b)))
    },
  )
})

describe('box-v1 finish: the devnet fold vs quoteBoxFinish', () => {
  // Runs the real fold (deploy, mints, the scheduled finish) per case.
  test.prop(
    [
      fc.bigInt({ min: 1n, max: 10n ** 20n }),
      fc.bigInt({ min: 0n, max: 10n ** 20n }),
      fc.array(
        fc.oneof(
          fc.bigInt({ min: 1n, max: 10n ** 4n }),
          fc.bigInt({ min: 1n, max: 10n ** 18n }),
        ),
        { minLength: 1, maxLength: 4 },
      ),
    ],
    { numRuns: 300 },
  )(
    'property: the box finishes exactly when core quotes it, with core’s shares',
    (amount0, extra, contributions) => {
      const max = amount0 + extra
      const index = createTestIndex({ [WDOGE]: { [ALICE]: 10n ** 30n } })
      const participants = contributions.map((_, i) =>
        deriveLedgerAddress(`participant:${i}`),
      )
      const liqblock = index.height + 2 + 2 * contributions.length
      index.run({
        address: ALICE,
        payload: {
          p: 'box-v1',
          op: 'deploy',
          tick0: 'FUZZ',
          tick1: WDOGE,
          max: String(max),
          amt0: String(amount0),
          liqblock,
        },
      })
      contributions.forEach((c, i) => {
        const participant = participants[i] as string
        index.run({
          address: ALICE,
          payload: { p: 'drc-20', op: 'transfer', tick: WDOGE, amt: String(c) },
          to: participant,
        })
        index.run({
          address: participant,
          payload: { p: 'box-v1', op: 'mint', tick0: 'FUZZ', amt1: String(c) },
        })
      })
      const quote = quoteBoxFinish({ amount0, max, contributions })
      let stalled = false
      try {
        while (index.height < liqblock) index.run()
      } catch (error) {
        if (!(error instanceof IndexerStall)) throw error
        stalled = true
      }
      expect(stalled).toBe(quote.isErr())
      if (quote.isOk()) {
        participants.forEach((participant, i) => {
          expect(getBalance(index, 'FUZZ', participant)).toBe(
            quote.value.shares[i],
          )
        })
      }
    },
  )
})
