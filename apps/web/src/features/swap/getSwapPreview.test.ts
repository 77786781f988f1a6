import { WDOGE_TICK } from '@drc20/core'
import { describe, expect, it } from 'vitest'
import { getSwapPreview } from './getSwapPreview'

const E8 = { reserveIn: 100_000_000_000n, reserveOut: 50_000_000_000n }
const base = {
  input: { tick: 'UNIX' },
  output: { tick: WDOGE_TICK },
  amountText: '100',
  slippageText: '0.5',
  reserves: E8,
  balanceIn: 10_000_000_000n,
}

describe(getSwapPreview, () => {
  it('default: core quote and minimum (E8)', () => {
    const preview = getSwapPreview(base)
    expect(preview.issue).toBeUndefined()
    expect(preview.quote?.amountOut).toBe(4_533_054_469n)
    expect(preview.quote?.minimumAmountOut).toBe(4_510_389_196n)
    expect(preview.doge).toBe(false)
    expect(preview.dogeFee).toBe(0n)
  })

  it('behavior: blank slippage is the 0.5% default', () => {
    const preview = getSwapPreview({ ...base, slippageText: '  ' })
    expect(preview.issue).toBeUndefined()
    expect(preview.slippage).toEqual({ bps: 50n })
    expect(preview.quote?.minimumAmountOut).toBe(4_510_389_196n)
  })

  it('parameters: Vietnamese notation for the amount and the slippage', () => {
    const vi = { decimalSeparator: ',', groupSeparator: '.' }
    const preview = getSwapPreview({
      ...base,
      amountText: '100,0',
      slippageText: '0,5',
      separators: vi,
    })
    expect(preview.issue).toBeUndefined()
    expect(preview.quote?.minimumAmountOut).toBe(4_510_389_196n)
    expect(
      getSwapPreview({ ...base, amountText: '1.5', separators: vi }).issue,
    ).toEqual({
      code: 'INVALID_AMOUNT',
      error: { code: 'WRONG_DECIMAL_SEPARATOR', decimalSeparator: ',' },
    })
    expect(getSwapPreview({ ...base, amountText: '1,5' }).issue).toEqual({
      code: 'INVALID_AMOUNT',
      error: { code: 'WRONG_DECIMAL_SEPARATOR', decimalSeparator: '.' },
    })
  })

  it('behavior: paying DOGE counts the wrap fee against the balance', () => {
    const doge = {
      ...base,
      input: { tick: WDOGE_TICK, doge: true },
      output: { tick: 'UNIX' },
      amountText: '1',
    }
    // 1 DOGE + the 0.5 DOGE minimum fee.
    expect(getSwapPreview({ ...doge, balanceIn: 150_000_000n }).issue).toBe(
      undefined,
    )
    expect(getSwapPreview({ ...doge, balanceIn: 149_999_999n }).issue).toEqual({
      code: 'INSUFFICIENT_BALANCE',
      tick: WDOGE_TICK,
    })
    expect(getSwapPreview(doge).dogeFee).toBe(50_000_000n)
    expect(getSwapPreview(doge).doge).toBe(true)
  })

  it('parameters: walletSetsOutputs — DOGE paid in the float64 danger zone', () => {
    // 67,109,019.8555345 DOGE paid exactly reads one koinu short (§5.7).
    const doge = {
      ...base,
      input: { tick: WDOGE_TICK, doge: true },
      output: { tick: 'UNIX' },
      amountText: '67109019.8555345',
      reserves: { reserveIn: 10n ** 18n, reserveOut: 10n ** 18n },
      balanceIn: 10n ** 17n,
    }
    expect(getSwapPreview(doge).issue).toMatchObject({
      code: 'CUSTODY_OUTPUT',
      error: { code: 'WALLET_CANNOT_PAY_CUSTODY_OUTPUT' },
    })
    const devnet = getSwapPreview({ ...doge, walletSetsOutputs: true })
    expect(devnet.issue).toBeUndefined()
    expect(devnet.dogeOutputs).toMatchObject({
      custodyOutput: 6_710_901_985_553_451n,
      overpay: 1n,
    })
  })

  it.each([
    ['1.123456789', { code: 'INVALID_AMOUNT' }],
    ['', { code: 'ENTER_AMOUNT' }],
    ['100.00000001', { code: 'INSUFFICIENT_BALANCE', tick: 'UNIX' }],
  ])('behavior: amount %j → %o', (amountText, issue) => {
    expect(getSwapPreview({ ...base, amountText }).issue).toMatchObject(issue)
  })

  it('behavior: no pool, loading pool, invalid slippage', () => {
    expect(getSwapPreview({ ...base, reserves: null }).issue).toEqual({
      code: 'INVALID_PAIR',
    })
    expect(getSwapPreview({ ...base, reserves: undefined }).issue).toEqual({
      code: 'LOADING_POOL',
    })
    expect(getSwapPreview({ ...base, slippageText: 'x' }).issue).toEqual({
      code: 'INVALID_SLIPPAGE',
    })
  })

  it('behavior: disconnected skips the balance rule', () => {
    expect(
      getSwapPreview({ ...base, balanceIn: undefined, amountText: '1000' })
        .issue,
    ).toBeUndefined()
  })
})
