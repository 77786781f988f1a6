import { describe, expect, it } from 'vitest'
import { validateDogeSend } from './validateDogeSend.js'

const P2SH = 'ACVFwT9QnXtUyRiuKpDiso4xLFRnfcy8Kf'

describe(validateDogeSend, () => {
  it('default: positional arguments with the amount as an exact number', () => {
    expect(
      validateDogeSend({
        toAddress: P2SH,
        amountRaw: 150_000_000n,
      })._unsafeUnwrap(),
    ).toEqual([P2SH, 150_000_000])
  })

  it('parameters: feeRatePerKbRaw', () => {
    expect(
      validateDogeSend({
        toAddress: P2SH,
        amountRaw: 1n,
        feeRatePerKbRaw: 2_000_000n,
      })._unsafeUnwrap(),
    ).toEqual([P2SH, 1, { feeRate: 2_000_000 }])
  })

  it.each([
    [{ toAddress: 'nope', amountRaw: 1n }, { code: 'INVALID_ADDRESS' }],
    [{ toAddress: P2SH, amountRaw: 0n }, { issue: 'NOT_AN_INTEGER' }],
    [{ toAddress: P2SH, amountRaw: 2n ** 53n }, { issue: 'AMOUNT_TOO_LARGE' }],
    [
      { toAddress: P2SH, amountRaw: 1n, feeRatePerKbRaw: 0n },
      { field: 'feeRatePerKbRaw' },
    ],
  ])('behavior: refuses %o', (send, expected) => {
    expect(validateDogeSend(send)._unsafeUnwrapErr()).toMatchObject(expected)
  })

  it('behavior: 2^53 − 1 base units still converts exactly', () => {
    const max = 2n ** 53n - 1n
    const [, amount] = validateDogeSend({
      toAddress: P2SH,
      amountRaw: max,
    })._unsafeUnwrap()
    expect(BigInt(amount)).toBe(max)
  })
})
