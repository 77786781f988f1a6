import { describe, expect, it } from 'vitest'
import { estimatePaymentNetworkFee } from './estimatePaymentNetworkFee.js'
import { DEFAULT_GAS_TIERS } from './gasTiers.js'
import { getCongestionLevel } from './getCongestionLevel.js'
import { getFeeChoiceRate } from './getFeeChoiceRate.js'

describe(getCongestionLevel, () => {
  it.each([
    [2_000_000n, 'normal'],
    [3_999_999n, 'normal'],
    [4_000_000n, 'congested'],
    [9_999_999n, 'congested'],
    [10_000_000n, 'very-congested'],
  ] as const)('default: medium %s → %s', (medium, level) => {
    expect(getCongestionLevel({ ...DEFAULT_GAS_TIERS, medium })).toBe(level)
  })
})

describe(getFeeChoiceRate, () => {
  it('default: a tier is its rate', () => {
    expect(
      getFeeChoiceRate(
        { kind: 'tier', tier: 'high' },
        DEFAULT_GAS_TIERS,
      )._unsafeUnwrap(),
    ).toBe(5_000_000n)
  })

  it.each([
    ['0.03', '.', 3_000_000n],
    ['0,03', ',', 3_000_000n],
  ])('parameters: custom %s with %s', (text, decimalSeparator, rate) => {
    expect(
      getFeeChoiceRate({ kind: 'custom', text }, DEFAULT_GAS_TIERS, {
        decimalSeparator,
      })._unsafeUnwrap(),
    ).toBe(rate)
  })

  it.each([
    ['', 'FEE_RATE_REQUIRED'],
    ['abc', 'INVALID_FEE_RATE'],
    ['0.000000001', 'INVALID_FEE_RATE'],
    ['0', 'FEE_RATE_NOT_POSITIVE'],
  ])('behavior: %j → %s', (text, code) => {
    expect(
      getFeeChoiceRate(
        { kind: 'custom', text },
        DEFAULT_GAS_TIERS,
      )._unsafeUnwrapErr(),
    ).toEqual({ code })
  })
})

describe(estimatePaymentNetworkFee, () => {
  it('default: 191 bytes for one input, floor(size × rate / 1000)', () => {
    expect(estimatePaymentNetworkFee(1_000_000n)).toBe(191_000n)
    expect(estimatePaymentNetworkFee(1_001n)).toBe(191n)
    expect(estimatePaymentNetworkFee(1_000_000n, 3)).toBe(489_000n)
  })
})
