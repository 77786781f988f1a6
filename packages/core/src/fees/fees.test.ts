import { fc, test } from '@fast-check/vitest'
import { describe, expect, it } from 'vitest'
import { MONEY_RUNS } from '../../../../test/fuzzRuns.js'
import { applyOgDiscount } from './applyOgDiscount.js'
import {
  feeRatePerByteToPerKb,
  feeRatePerKbToPerByte,
  getNetworkFee,
} from './feeRate.js'
import {
  DEFAULT_GAS_TIERS,
  getFeeRatePerKb,
  normalizeGasTiers,
} from './gasTiers.js'
import { getFileServiceFee, getUploadNetworkFee } from './getFileServiceFee.js'
import { getInscriptionPayment } from './getInscriptionPayment.js'

describe(getFeeRatePerKb, () => {
  it.each([
    ['low', 1_000_000n],
    ['medium', 2_000_000n],
    ['high', 5_000_000n],
  ] as const)('default: tier %s = %s per kB', (tier, rate) => {
    expect(getFeeRatePerKb({ kind: 'tier', tier })._unsafeUnwrap()).toBe(rate)
  })

  it('parameters: custom rate must be > 0', () => {
    expect(
      getFeeRatePerKb({
        kind: 'custom',
        customRatePerKb: 3_500_000n,
      })._unsafeUnwrap(),
    ).toBe(3_500_000n)
    expect(
      getFeeRatePerKb({
        kind: 'custom',
        customRatePerKb: 0n,
      })._unsafeUnwrapErr(),
    ).toEqual({ code: 'INVALID_FEE_RATE' })
  })

  it('behavior: the spec spelling `hight` maps to high', () => {
    expect(normalizeGasTiers({ low: 7n, hight: 9n })).toEqual({
      low: 7n,
      medium: DEFAULT_GAS_TIERS.medium,
      high: 9n,
    })
  })
})

describe(getNetworkFee, () => {
  it('default: floor(size × rate / 1000), and unit conversions', () => {
    expect(getNetworkFee({ sizeBytes: 250, feeRatePerKb: 1_000_000n })).toBe(
      250_000n,
    )
    expect(getNetworkFee({ sizeBytes: 1, feeRatePerKb: 999n })).toBe(0n)
    expect(feeRatePerKbToPerByte(50_000_000n)).toBe(50_000n)
    expect(feeRatePerKbToPerByte(1_001n)).toBe(2n) // rounded up
    expect(feeRatePerByteToPerKb(50_000n)).toBe(50_000_000n)
  })
})

describe(applyOgDiscount, () => {
  it.each([
    [50_000_000n, true, 40_000_000n],
    [50_000_000n, false, 50_000_000n],
    [7n, true, 5n], // 5.6 → 5: rounded in the user's favour
    [0n, true, 0n],
  ])('default: %s, OG %s → %s', (fee, isOg, paid) => {
    expect(applyOgDiscount(fee, isOg)).toBe(paid)
  })
})

describe(getInscriptionPayment, () => {
  it('default: one mint at the low tier', () => {
    // 1 × (300 + 462) bytes × 1e6 / 1000 = 762,000
    expect(
      getInscriptionPayment({
        feeRatePerKb: 1_000_000n,
        sizeBytes: 300,
        inscriptionCount: 1,
        serviceFee: 50_000_000n,
        isOg: false,
      }),
    ).toEqual({
      inscription: 1_000_000n,
      networkFee: 762_000n,
      baseFee: 50_000_000n,
      sizeFee: 38_100n,
      total: 51_800_100n,
    })
  })

  it('parameters: inscriptionCount, isOg and rounding up of the network fee', () => {
    const p = getInscriptionPayment({
      feeRatePerKb: 1_001n,
      sizeBytes: 38,
      inscriptionCount: 3,
      serviceFee: 50_000_000n,
      isOg: true,
    })
    // 3 × 500 bytes × 1001 / 1000 = 1501.5 → 1502
    expect(p).toEqual({
      inscription: 3_000_000n,
      networkFee: 1_502n,
      baseFee: 40_000_000n,
      sizeFee: 75n,
      total: 43_001_577n,
    })
  })

  test.prop(
    [
      fc.bigInt({ min: 0n, max: 10n ** 12n }),
      fc.nat(100_000),
      fc.nat(100_000),
      fc.integer({ min: 1, max: 100 }),
    ],
    { numRuns: MONEY_RUNS },
  )('property: monotone in size; total = sum of parts', (rate, a, b, count) => {
    const pay = (sizeBytes: number) =>
      getInscriptionPayment({
        feeRatePerKb: rate,
        sizeBytes,
        inscriptionCount: count,
        serviceFee: 10n,
        isOg: false,
      })
    const [lo, hi] = a <= b ? [pay(a), pay(b)] : [pay(b), pay(a)]
    expect(lo.total <= hi.total).toBe(true)
    expect(hi.total).toBe(
      hi.inscription + hi.networkFee + hi.baseFee + hi.sizeFee,
    )
  })
})

describe(getFileServiceFee, () => {
  it.each([
    [[], 0n],
    [[1000, 1000, 500], 0n], // all ≤ 1 KB: free
    [[1001], 100_000_000n], // 2 started KB
    [[1001, 999], 100_000_000n], // 2000 bytes total
    [[50_000, 1], 2_550_000_000n], // 50,001 bytes → 51 KB
  ])('default: %j → %s', (sizes, fee) => {
    expect(getFileServiceFee(sizes)).toBe(fee)
  })

  test.prop([fc.array(fc.nat(60_000)), fc.nat(60_000)], {
    numRuns: MONEY_RUNS,
  })('property: adding a file never lowers the fee', (sizes, extra) => {
    expect(
      getFileServiceFee([...sizes, extra]) >= getFileServiceFee(sizes),
    ).toBe(true)
  })
})

describe(getUploadNetworkFee, () => {
  it.each([
    [3, 'economy', 300_000_000n],
    [3, 'priority', 600_000_000n],
    [0, 'priority', 0n],
  ] as const)('default: %s × %s → %s', (count, level, fee) => {
    expect(getUploadNetworkFee(count, level)).toBe(fee)
  })
})
