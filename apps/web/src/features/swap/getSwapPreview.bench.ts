import { WDOGE_TICK } from '@drc20/core'
import { bench, describe } from 'vitest'
import { getSwapPreview } from './getSwapPreview'

// Runs on every keystroke of the amount box: must stay well under 1 ms.
describe('getSwapPreview', () => {
  const base = {
    input: { tick: 'UNIX' },
    output: { tick: WDOGE_TICK },
    slippageText: '0.5',
    reserves: {
      reserveIn: 21_810_188_345_386_110n,
      reserveOut: 89_519_246_402_697n,
    },
    balanceIn: 1_869_000_000_000_000n,
  }
  bench('token → WDOGE', () => {
    getSwapPreview({ ...base, amountText: '12345.6789' })
  })
  bench('DOGE → token (wrap fee)', () => {
    getSwapPreview({
      ...base,
      input: { tick: WDOGE_TICK, doge: true },
      output: { tick: 'UNIX' },
      amountText: '12.5',
    })
  })
})
