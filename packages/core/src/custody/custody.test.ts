import { fc, test } from '@fast-check/vitest'
import { describe, expect, it } from 'vitest'
import { MONEY_RUNS } from '../../../../test/fuzzRuns.js'
import { getAcceptedDogeOutput } from './getAcceptedDogeOutput.js'
import { getCustodyOutputs } from './getCustodyOutputs.js'
import {
  FLOAT64_EXACT_OUTPUT_LIMIT,
  readDogeOutputValue,
} from './readDogeOutputValue.js'

const TWO_26_DOGE = 2n ** 26n * 100_000_000n
const TWO_53 = 2n ** 53n
const TWO_64 = 2n ** 64n
/** docs/protocol.md §7.2 [computed]: read one unit short when paid exactly. */
const SHORT = 6_710_901_985_553_450n

/** The indexer's reading, written out with Go's steps as an independent oracle. */
function goReading(koinu: bigint): bigint {
  const text = `${koinu / 100_000_000n}.${(koinu % 100_000_000n).toString().padStart(8, '0')}`
  const value = Number.parseFloat(text) * 1e8
  return BigInt(Math.ceil(value))
}

describe(readDogeOutputValue, () => {
  it('default: whole and fractional DOGE read exactly', () => {
    expect(readDogeOutputValue(0n)).toBe(0n)
    expect(readDogeOutputValue(1n)).toBe(1n)
    expect(readDogeOutputValue(100_000_000n)).toBe(100_000_000n)
    expect(readDogeOutputValue(50_000_000n)).toBe(50_000_000n)
  })

  it('behavior: at 2^26 DOGE and above an exact output can read one short', () => {
    expect(FLOAT64_EXACT_OUTPUT_LIMIT).toBe(TWO_26_DOGE)
    expect(readDogeOutputValue(SHORT)).toBe(SHORT - 1n)
    expect(readDogeOutputValue(SHORT + 1n)).toBe(SHORT + 1n)
  })

  it('behavior: readings at 2^53 and beyond follow the float64 grid', () => {
    expect(readDogeOutputValue(TWO_53)).toBe(TWO_53)
    // 2^64 koinu overflows int64: the indexer converts it to 0.
    expect(readDogeOutputValue(TWO_64)).toBe(0n)
    expect(readDogeOutputValue(2n ** 63n)).toBe(-(2n ** 63n))
  })

  test.prop([fc.bigInt({ min: 0n, max: FLOAT64_EXACT_OUTPUT_LIMIT - 1n })], {
    numRuns: MONEY_RUNS,
  })(
    'property: below 2^26 DOGE an output reads as at least its value',
    (koinu) => {
      expect(readDogeOutputValue(koinu) >= koinu).toBe(true)
    },
  )

  test.prop([fc.bigInt({ min: 0n, max: 2n ** 62n })], { numRuns: MONEY_RUNS })(
    'property: equals the Go steps and is non-decreasing',
    (koinu) => {
      expect(readDogeOutputValue(koinu)).toBe(goReading(koinu))
      expect(
        readDogeOutputValue(koinu + 1n) >= readDogeOutputValue(koinu),
      ).toBe(true)
    },
  )
})

describe(getAcceptedDogeOutput, () => {
  it('default: the amount itself below 2^26 DOGE', () => {
    expect(getAcceptedDogeOutput(100_000_000n)._unsafeUnwrap()).toBe(
      100_000_000n,
    )
  })

  it('behavior: E docs/protocol.md §7.2 — one unit more where the exact amount reads short', () => {
    expect(getAcceptedDogeOutput(SHORT)._unsafeUnwrap()).toBe(SHORT + 1n)
  })

  it('behavior: no output reads above int64', () => {
    expect(getAcceptedDogeOutput(TWO_64)._unsafeUnwrapErr()).toEqual({
      code: 'OUTPUT_UNREADABLE',
      required: TWO_64,
    })
  })

  const required = fc.oneof(
    fc.bigInt({ min: 0n, max: 10n ** 18n }),
    fc.bigInt({ min: TWO_26_DOGE - 1_000n, max: TWO_26_DOGE + 10n ** 12n }),
    fc.bigInt({ min: TWO_53 - 1_000n, max: TWO_53 + 1_000n }),
  )

  test.prop([required], { numRuns: MONEY_RUNS })(
    'property: the smallest value ≥ required that reads ≥ required',
    (amount) => {
      const output = getAcceptedDogeOutput(amount)._unsafeUnwrap()
      expect(output >= amount).toBe(true)
      expect(readDogeOutputValue(output) >= amount).toBe(true)
      if (output > amount)
        expect(readDogeOutputValue(output - 1n) < amount).toBe(true)
      if (amount < FLOAT64_EXACT_OUTPUT_LIMIT) expect(output).toBe(amount)
    },
  )
})

describe(getCustodyOutputs, () => {
  it('default: wrap 1 DOGE — outputs equal the amount and the fee', () => {
    expect(
      getCustodyOutputs({
        deposit: 100_000_000n,
        walletSetsOutputs: false,
      })._unsafeUnwrap(),
    ).toEqual({
      deposit: 100_000_000n,
      fee: 50_000_000n,
      custodyOutput: 100_000_000n,
      feeOutput: 50_000_000n,
      totalDoge: 150_000_000n,
      overpay: 0n,
    })
  })

  it('parameters: walletSetsOutputs — 2^26 DOGE + 1 DOGE', () => {
    const deposit = TWO_26_DOGE + 100_000_000n
    const set = getCustodyOutputs({
      deposit,
      walletSetsOutputs: true,
    })._unsafeUnwrap()
    expect(readDogeOutputValue(set.custodyOutput) >= deposit).toBe(true)
    expect(readDogeOutputValue(set.feeOutput) >= set.fee).toBe(true)
    // The wallet that pays exactly the deposit is refused when that reads short.
    const real = getCustodyOutputs({ deposit, walletSetsOutputs: false })
    if (set.custodyOutput === deposit && set.feeOutput === set.fee)
      expect(real.isOk()).toBe(true)
    else
      expect(real._unsafeUnwrapErr()).toEqual({
        code: 'WALLET_CANNOT_PAY_CUSTODY_OUTPUT',
        custodyOutput: set.custodyOutput,
        feeOutput: set.feeOutput,
      })
  })

  it('behavior: refuses the exact-amount wallet where the reading is short', () => {
    expect(
      getCustodyOutputs({
        deposit: SHORT,
        walletSetsOutputs: false,
      })._unsafeUnwrapErr().code,
    ).toBe('WALLET_CANNOT_PAY_CUSTODY_OUTPUT')
    const set = getCustodyOutputs({
      deposit: SHORT,
      walletSetsOutputs: true,
    })._unsafeUnwrap()
    expect(set.custodyOutput).toBe(SHORT + 1n)
    expect(set.overpay >= 1n).toBe(true)
  })

  it.each([0n, -1n])('behavior: deposit %s is invalid', (deposit) => {
    expect(
      getCustodyOutputs({
        deposit,
        walletSetsOutputs: true,
      })._unsafeUnwrapErr(),
    ).toEqual({ code: 'INVALID_AMOUNT' })
  })

  test.prop([fc.bigInt({ min: 1n, max: FLOAT64_EXACT_OUTPUT_LIMIT - 1n })], {
    numRuns: MONEY_RUNS,
  })(
    'property: below 2^26 DOGE every wallet pays exactly deposit + fee',
    (deposit) => {
      const outputs = getCustodyOutputs({
        deposit,
        walletSetsOutputs: false,
      })._unsafeUnwrap()
      expect(outputs.custodyOutput).toBe(deposit)
      expect(outputs.overpay).toBe(0n)
    },
  )
})
