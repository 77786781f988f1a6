import { bench, describe } from 'vitest'
import { WDOGE_TICK } from '../identifiers/wdogeTick.js'
import { getSwapFormState } from './getSwapFormState.js'

// Runs on every keystroke of the amount box: must stay well under 1 ms.
describe('getSwapFormState', () => {
  const base = {
    market: { kind: 'pair-v1' as const },
    pair: { input: { tick: 'UNIX' }, output: { tick: WDOGE_TICK } },
    slippageText: '0.5',
    reserves: {
      reserveIn: 21_810_188_345_386_110n,
      reserveOut: 89_519_246_402_697n,
    },
    balanceIn: 1_869_000_000_000_000n,
  }
  bench('token → WDOGE', () => {
    getSwapFormState({ ...base, amountText: '12345.6789' })
  })
  bench('DOGE → token (wrap fee)', () => {
    getSwapFormState({
      ...base,
      pair: {
        input: { tick: WDOGE_TICK, doge: true },
        output: { tick: 'UNIX' },
      },
      amountText: '12.5',
    })
  })
})
