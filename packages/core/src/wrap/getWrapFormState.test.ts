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

describe('getWrapFormState custody outputs', () => {
  const base = { dogeBalance: 10n ** 17n, feeRatePerKb: 1_000_000n }

  it('default: the custody output is the amount', () => {
    const state = getWrapFormState({ ...base, text: '100' })
    expect(state.outputs).toMatchObject({
      custodyOutput: 10_000_000_000n,
      feeOutput: 50_000_000n,
      overpay: 0n,
    })
    expect(state.payload).not.toHaveProperty('custody_output')
  })

  it('behavior: the real wallet cannot wrap an amount read short (docs/protocol.md §7.2)', () => {
    // 67,109,019.8555345 DOGE paid exactly reads as one koinu less.
    const state = getWrapFormState({ ...base, text: '67109019.8555345' })
    expect(state.issues).toMatchObject([
      {
        code: 'CUSTODY_OUTPUT',
        error: { code: 'WALLET_CANNOT_PAY_CUSTODY_OUTPUT' },
      },
    ])
    expect(state.payload).toBeUndefined()
  })

  it('parameters: walletSetsOutputs: the page pays the accepted output', () => {
    const state = getWrapFormState({
      ...base,
      text: '67109019.8555345',
      walletSetsOutputs: true,
    })
    expect(state.issues).toEqual([])
    expect(state.payload).toMatchObject({
      amt: '6710901985553450',
      custody_output: '6710901985553451',
    })
    // amount + fee + network fee + the 1 koinu overpay.
    expect(state.required).toBe(
      6_710_901_985_553_451n +
        (state.quote?.fee ?? 0n) +
        (state.networkFee ?? 0n),
    )
  })
})
