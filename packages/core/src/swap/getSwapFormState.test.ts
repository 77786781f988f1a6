import { describe, expect, it } from 'vitest'
import { WDOGE_TICK } from '../identifiers/wdogeTick.js'
import { getSwapFormState } from './getSwapFormState.js'

const E8 = { reserveIn: 100_000_000_000n, reserveOut: 50_000_000_000n }
const base = {
  market: { kind: 'pair-v1' as const },
  pair: { input: { tick: 'UNIX' }, output: { tick: WDOGE_TICK } },
  amountText: '100',
  slippageText: '0.5',
  reserves: E8,
  balanceIn: 10_000_000_000n,
  dogeBalance: 100_000_000n,
}

describe(getSwapFormState, () => {
  it('default: core quote, minimum and payload (E8)', () => {
    const state = getSwapFormState(base)
    expect(state.issues).toEqual([])
    expect(state.quote?.amountOut).toBe(4_533_054_469n)
    expect(state.quote?.minimumAmountOut).toBe(4_510_389_196n)
    expect(state.doge).toBe(false)
    expect(state.dogeLeg).toBeUndefined()
    expect(state.payload).toEqual({
      p: 'pair-v1',
      op: 'swap',
      tick0: 'UNIX',
      tick1: WDOGE_TICK,
      amt0: '10000000000',
      amt1: '4533054469',
      amt1_min: '4510389196',
      doge: 0,
    })
  })

  it('parameters: market pair-v2 signs the pool id and the minimum only', () => {
    const state = getSwapFormState({
      ...base,
      market: { kind: 'pair-v2', pairId: 'unix-wdoge' },
    })
    expect(state.payload).toEqual({
      p: 'pair-v2',
      op: 'swap',
      pair_id: 'unix-wdoge',
      tick0_id: 'UNIX',
      tick1_id: WDOGE_TICK,
      amt0: '10000000000',
      amt1_min: '4510389196',
      doge: 0,
    })
  })

  it('behavior: blank slippage is the 0.5% default', () => {
    const state = getSwapFormState({ ...base, slippageText: '  ' })
    expect(state.issues).toEqual([])
    expect(state.slippage).toEqual({ bps: 50n })
    expect(state.quote?.minimumAmountOut).toBe(4_510_389_196n)
  })

  it('parameters: Vietnamese notation for the amount and the slippage', () => {
    const vi = { decimalSeparator: ',', groupSeparator: '.' }
    const state = getSwapFormState({
      ...base,
      amountText: '100,0',
      slippageText: '0,5',
      separators: vi,
    })
    expect(state.issues).toEqual([])
    expect(state.quote?.minimumAmountOut).toBe(4_510_389_196n)
    expect(
      getSwapFormState({ ...base, amountText: '1.5', separators: vi }).issues,
    ).toEqual([
      {
        code: 'INVALID_AMOUNT',
        error: { code: 'WRONG_DECIMAL_SEPARATOR', decimalSeparator: ',' },
      },
    ])
    expect(getSwapFormState({ ...base, amountText: '1,5' }).issues).toEqual([
      {
        code: 'INVALID_AMOUNT',
        error: { code: 'WRONG_DECIMAL_SEPARATOR', decimalSeparator: '.' },
      },
    ])
  })

  it('behavior: paying DOGE counts the wrap fee against the balance', () => {
    const doge = {
      ...base,
      pair: {
        input: { tick: WDOGE_TICK, doge: true },
        output: { tick: 'UNIX' },
      },
      amountText: '1',
    }
    // 1 DOGE + the 0.5 DOGE minimum fee + the 0.01 DOGE network fee.
    expect(
      getSwapFormState({ ...doge, balanceIn: 151_000_000n }).issues,
    ).toEqual([])
    expect(
      getSwapFormState({ ...doge, balanceIn: 150_999_999n }).issues,
    ).toEqual([{ code: 'INSUFFICIENT_BALANCE', tick: WDOGE_TICK }])
    // The costs: custody, wrap fee and network fee; no service output.
    expect(getSwapFormState(doge).dogeCosts).toMatchObject({
      paid: 151_000_000n,
      netChange: -151_000_000n,
    })
    expect(getSwapFormState(doge).dogeLeg).toMatchObject({
      amount: 100_000_000n,
      fee: 50_000_000n,
    })
    expect(getSwapFormState(doge).doge).toBe(true)
    expect(getSwapFormState(doge).payload?.doge).toBe(1)
  })

  it('parameters: walletSetsOutputs: DOGE paid in the float64 danger zone', () => {
    // 67,109,019.8555345 DOGE paid exactly reads one koinu short (docs/protocol.md §5.7).
    const doge = {
      ...base,
      pair: {
        input: { tick: WDOGE_TICK, doge: true },
        output: { tick: 'UNIX' },
      },
      amountText: '67109019.8555345',
      reserves: { reserveIn: 10n ** 18n, reserveOut: 10n ** 18n },
      balanceIn: 10n ** 17n,
    }
    expect(getSwapFormState(doge).issues).toMatchObject([
      {
        code: 'CUSTODY_OUTPUT',
        error: { code: 'WALLET_CANNOT_PAY_CUSTODY_OUTPUT' },
      },
    ])
    const devnet = getSwapFormState({ ...doge, walletSetsOutputs: true })
    expect(devnet.issues).toEqual([])
    expect(devnet.dogeLeg?.outputs).toMatchObject({
      custodyOutput: 6_710_901_985_553_451n,
      overpay: 1n,
    })
    expect(devnet.payload).toMatchObject({
      custody_output: '6710901985553451',
    })
  })

  it('behavior: receiving DOGE sets doge: 1 without a wrap fee', () => {
    const state = getSwapFormState({
      ...base,
      pair: {
        input: { tick: 'UNIX' },
        output: { tick: WDOGE_TICK, doge: true },
      },
    })
    expect(state.doge).toBe(true)
    expect(state.dogeLeg).toBeUndefined()
    expect(state.payload?.doge).toBe(1)
  })

  it('behavior: receiving DOGE is shown net of the DOGE costs', () => {
    const state = getSwapFormState({
      ...base,
      pair: {
        input: { tick: 'UNIX' },
        output: { tick: WDOGE_TICK, doge: true },
      },
    })
    // The service output and the network fee come out of the DOGE paid out.
    expect(state.dogeCosts?.paid).toBe(51_000_000n)
    expect(state.dogeReceived).toEqual({
      expected: 4_533_054_469n - 51_000_000n,
      minimum: 4_510_389_196n - 51_000_000n,
    })
    expect(state.dogeCosts?.netChange).toBe(state.dogeReceived?.expected)
    // A swap returning less DOGE than it costs is allowed: the preview
    // shows the balance's net change below zero.
    const tiny = getSwapFormState({
      ...base,
      amountText: '0.1',
      pair: {
        input: { tick: 'UNIX' },
        output: { tick: WDOGE_TICK, doge: true },
      },
    })
    expect(tiny.issues).toEqual([])
    expect(tiny.dogeReceived?.expected).toBeLessThan(0n)
  })

  it('behavior: the wallet’s DOGE must cover the service output and network fee', () => {
    expect(
      getSwapFormState({ ...base, dogeBalance: 50_999_999n }).issues,
    ).toEqual([{ code: 'INSUFFICIENT_DOGE', required: 51_000_000n }])
    expect(
      getSwapFormState({ ...base, dogeBalance: 51_000_000n }).issues,
    ).toEqual([])
    expect(
      getSwapFormState({ ...base, dogeBalance: undefined }).issues,
    ).toEqual([{ code: 'LOADING_BALANCE' }])
  })

  it.each([
    ['1.123456789', { code: 'INVALID_AMOUNT' }],
    ['', { code: 'ENTER_AMOUNT' }],
    ['100.00000001', { code: 'INSUFFICIENT_BALANCE', tick: 'UNIX' }],
  ])('behavior: amount %j → %o', (amountText, issue) => {
    const { issues } = getSwapFormState({ ...base, amountText })
    expect(issues).toHaveLength(1)
    expect(issues[0]).toMatchObject(issue)
  })

  it('behavior: no pool, loading pool, invalid slippage', () => {
    expect(getSwapFormState({ ...base, reserves: null }).issues).toEqual([
      { code: 'INVALID_PAIR' },
    ])
    expect(getSwapFormState({ ...base, reserves: undefined }).issues).toEqual([
      { code: 'LOADING_POOL' },
    ])
    expect(getSwapFormState({ ...base, slippageText: 'x' }).issues).toEqual([
      { code: 'INVALID_SLIPPAGE' },
    ])
  })

  it('behavior: an unknown balance passes every rule, then waits for it', () => {
    const state = getSwapFormState({
      ...base,
      balanceIn: undefined,
      amountText: '1000',
    })
    expect(state.issues).toEqual([{ code: 'LOADING_BALANCE' }])
    expect(state.payload).toBeDefined()
  })
})
