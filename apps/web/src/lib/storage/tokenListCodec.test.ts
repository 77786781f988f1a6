import { describe, expect, it } from 'vitest'
import {
  type ListedToken,
  packTokenList,
  type TokenListSnapshot,
  unpackTokenList,
} from './tokenListCodec'

const token = (tick: string, mintAmt: bigint): ListedToken => ({
  tick,
  maxAmt: 2n ** 70n,
  mintAmt,
  lim: 1000n,
  holders: 3,
  transactions: 9,
  deployTimeMs: 1_700_000_000_000,
  logo: '',
  isCheck: false,
})

const snapshot: TokenListSnapshot = {
  tokens: [
    token('UNIX', 2n ** 60n + 1n),
    { ...token('D0GI', 0n), deployTimeMs: null },
  ],
  height: 5_500_000,
  savedAtMs: 1_700_000_100_000,
}

describe(unpackTokenList, () => {
  it('default: reads back what was packed, bigints exactly', () => {
    expect(unpackTokenList(structuredClone(packTokenList(snapshot)))).toEqual(
      snapshot,
    )
  })

  it.each([
    ['nothing', undefined],
    ['text', 'tokens'],
    ['another version', { ...packTokenList(snapshot), v: 2 }],
    ['a short column', { ...packTokenList(snapshot), lim: [1n] }],
    ['a number for a bigint', { ...packTokenList(snapshot), max: [1, 2] }],
    ['a negative count', { ...packTokenList(snapshot), holders: [-1, 2] }],
    ['no date', { ...packTokenList(snapshot), savedAtMs: 'now' }],
  ])('behavior: %s is no snapshot', (_name, stored) => {
    expect(unpackTokenList(stored)).toBeUndefined()
  })
})
