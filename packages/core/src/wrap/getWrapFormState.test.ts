import { describe, expect, it } from 'vitest'
import { getUnwrapFormState, getWrapFormState } from './getWrapFormState.js'

const DOGE = 100_000_000n

describe(getWrapFormState, () => {
  const base = { text: '10', dogeBalance: 100n * DOGE, feeRatePerKb: DOGE }

  it('default: quote, network fee, total and payload', () => {
    const state = getWrapFormState(base)
    expect(state.issues).toEqual([])
    expect(state.quote).toEqual({
      amount: 10n * DOGE,
      fee: 50_000_000n,
      totalDoge: 10n * DOGE + 50_000_000n,
      receivedWdoge: 10n * DOGE,
    })
    expect(state.required).toBe(
      (state.quote?.totalDoge ?? 0n) + (state.networkFee ?? 0n),
    )
    expect(state.payload).toEqual({
      p: 'wdoge',
      op: 'deposit',
      tick: 'WDOGE(WRAPPED-DOGE)',
      amt: '1000000000',
    })
  })

  it.each([
    ['', [{ code: 'AMOUNT_TEXT', error: { code: 'EMPTY' } }]],
    ['0', [{ code: 'INVALID_AMOUNT' }]],
    ['0.9', [{ code: 'BELOW_PRODUCT_FLOOR', floor: 90_000_000n }]],
  ])('behavior: %j → %o', (text, issues) => {
    expect(getWrapFormState({ ...base, text }).issues).toEqual(issues)
  })

  it('behavior: the balance must cover amount, wrap fee and network fee', () => {
    const state = getWrapFormState({ ...base, dogeBalance: 10n * DOGE })
    expect(state.issues).toEqual([
      { code: 'INSUFFICIENT_BALANCE', required: state.required },
    ])
    expect(state.payload).toBeUndefined()
  })

  it('behavior: an unknown balance waits', () => {
    expect(
      getWrapFormState({ ...base, dogeBalance: undefined }).issues,
    ).toEqual([{ code: 'LOADING_BALANCE' }])
  })

  it('parameters: the language notation', () => {
    const state = getWrapFormState({
      ...base,
      text: '1.000,5',
      separators: { decimalSeparator: ',', groupSeparator: '.' },
      dogeBalance: 10_000n * DOGE,
    })
    expect(state.quote?.amount).toBe(1_000n * DOGE + DOGE / 2n)
  })
})

describe(getUnwrapFormState, () => {
  it('default: burns exactly the amount', () => {
    const state = getUnwrapFormState({ text: '2', wdogeBalance: 5n * DOGE })
    expect(state).toMatchObject({
      amount: 2n * DOGE,
      issues: [],
      payload: { p: 'wdoge', op: 'withdraw', amt: '200000000' },
    })
  })

  it.each([
    ['0.5', 5n * DOGE, { code: 'BELOW_UNWRAP_MINIMUM', minimum: DOGE }],
    ['6', 5n * DOGE, { code: 'INSUFFICIENT_BALANCE' }],
    ['2', undefined, { code: 'LOADING_BALANCE' }],
  ])('behavior: %s of %s → %o', (text, wdogeBalance, issue) => {
    expect(getUnwrapFormState({ text, wdogeBalance }).issues).toEqual([issue])
  })
})
