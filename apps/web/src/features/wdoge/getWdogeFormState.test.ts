import { describe, expect, it } from 'vitest'
import { getDepositFormState } from './getWdogeFormState'

const base = { dogeBalance: 10n ** 17n, feeRatePerKb: 1_000_000n }

describe(getDepositFormState, () => {
  it('default: the custody output is the amount', () => {
    const state = getDepositFormState({ ...base, text: '100' })
    expect(state.outputs).toMatchObject({
      custodyOutput: 10_000_000_000n,
      feeOutput: 50_000_000n,
      overpay: 0n,
    })
    expect(state.payload).toEqual({
      p: 'wdoge',
      op: 'deposit',
      tick: 'WDOGE(WRAPPED-DOGE)',
      amt: '10000000000',
    })
  })

  it('behavior: the real wallet cannot wrap an amount read short (§7.2)', () => {
    // 67,109,019.8555345 DOGE paid exactly reads as one koinu less.
    const state = getDepositFormState({ ...base, text: '67109019.8555345' })
    expect(state.custodyError?.code).toBe('WALLET_CANNOT_PAY_CUSTODY_OUTPUT')
    expect(state.payload).toBeUndefined()
  })

  it('parameters: walletSetsOutputs — the page pays the accepted output', () => {
    const state = getDepositFormState({
      ...base,
      text: '67109019.8555345',
      walletSetsOutputs: true,
    })
    expect(state.custodyError).toBeUndefined()
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
