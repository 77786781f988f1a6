import { fc, test } from '@fast-check/vitest'
import { describe, expect, it } from 'vitest'
import { validateTransferForm } from './validateTransferForm.js'

const ADDRESS = 'DEm5jczGyyfrb8AbufR893FLxkWBwY8tAk'
const SENDER = 'DPBEgrVmorpgKjRcQdv5W7NNtgEt8uZVGd'

describe(validateTransferForm, () => {
  it('default', () => {
    expect(
      validateTransferForm({
        address: ` ${ADDRESS} `,
        amount: '1.5',
        balance: 200_000_000n,
        senderAddress: SENDER,
      })._unsafeUnwrap(),
    ).toEqual({ address: ADDRESS, amt: 150_000_000n })
  })

  it('parameters: decimals', () => {
    expect(
      validateTransferForm({
        address: ADDRESS,
        amount: '12',
        decimals: 0,
        balance: 12n,
      })._unsafeUnwrap(),
    ).toEqual({ address: ADDRESS, amt: 12n })
  })

  it('parameters: network', () => {
    expect(
      validateTransferForm({
        address: 'nnEJQsEgjqHQChzoSTZXkWxg8YdBACGrJp',
        amount: '1',
        balance: 10n ** 9n,
        network: 'testnet',
      }).isOk(),
    ).toBe(true)
  })

  it.each([
    [
      { address: '', amount: '' },
      [
        { field: 'address', code: 'ADDRESS_REQUIRED' },
        { field: 'amount', code: 'AMOUNT_REQUIRED' },
      ],
    ],
    [
      { address: 'DEm5jczGyyfrb8AbufR893FLxkWBwY8tAj', amount: '1' },
      [{ field: 'address', code: 'INVALID_ADDRESS', reason: 'BAD_CHECKSUM' }],
    ],
    [
      { address: 'nnEJQsEgjqHQChzoSTZXkWxg8YdBACGrJp', amount: '1' },
      [{ field: 'address', code: 'INVALID_ADDRESS', reason: 'WRONG_NETWORK' }],
    ],
    [
      { address: SENDER, amount: '1' },
      [{ field: 'address', code: 'SELF_TRANSFER' }],
    ],
    [
      { address: ADDRESS, amount: '2.00000001' },
      [{ field: 'amount', code: 'INSUFFICIENT_BALANCE' }],
    ],
    [
      { address: ADDRESS, amount: '0' },
      [{ field: 'amount', code: 'AMOUNT_NOT_POSITIVE' }],
    ],
    [
      { address: ADDRESS, amount: '-1' },
      [{ field: 'amount', code: 'INVALID_NUMBER' }],
    ],
  ])('behavior: %o → %o', (parameters, issues) => {
    expect(
      validateTransferForm({
        ...parameters,
        balance: 200_000_000n,
        senderAddress: SENDER,
      })._unsafeUnwrapErr(),
    ).toEqual(issues)
  })

  it('behavior: the whole balance may be sent', () => {
    expect(
      validateTransferForm({
        address: ADDRESS,
        amount: '2',
        balance: 200_000_000n,
      }).isOk(),
    ).toBe(true)
  })

  test.prop([fc.string(), fc.string(), fc.bigInt({ min: 0n })])(
    'property: total on arbitrary strings',
    (address, amount, balance) => {
      const result = validateTransferForm({ address, amount, balance })
      if (result.isOk()) {
        expect(result.value.amt >= 1n && result.value.amt <= balance).toBe(true)
      } else {
        expect(result.error.length).toBeGreaterThan(0)
      }
    },
  )
})
