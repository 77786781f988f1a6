import { describe, expect, it } from 'vitest'
import { readLinkTick } from './linkTick.js'
import { parseLinkAddress } from './parseLinkAddress.js'
import { parseLinkTick } from './parseLinkTick.js'

describe(readLinkTick, () => {
  it('behavior: the tick as a plain value, or why it is refused', () => {
    expect(readLinkTick(' unix ')).toEqual({ ok: true, tick: 'UNIX' })
    expect(readLinkTick('a b')).toEqual({
      ok: false,
      error: { code: 'TICK_CHARACTERS' },
    })
    expect(readLinkTick('')).toEqual({
      ok: false,
      error: { code: 'TICK_LENGTH', length: 0 },
    })
  })
})

describe(parseLinkTick, () => {
  it('behavior: upper-cases and keeps wrapped and LP ticks', () => {
    expect(parseLinkTick('unix')._unsafeUnwrap()).toBe('UNIX')
    expect(parseLinkTick('WDOGE(WRAPPED-DOGE)')._unsafeUnwrap()).toBe(
      'WDOGE(WRAPPED-DOGE)',
    )
    expect(parseLinkTick('UNIX-SWAP-WDOGE(WRAPPED-DOGE)')._unsafeUnwrap()).toBe(
      'UNIX-SWAP-WDOGE(WRAPPED-DOGE)',
    )
    expect(parseLinkTick('f'.repeat(64)).isOk()).toBe(true)
  })

  it.each([
    ['', 'TICK_LENGTH'],
    [' ', 'TICK_LENGTH'],
    ['x'.repeat(65), 'TICK_LENGTH'],
    ['a b', 'TICK_CHARACTERS'],
    ['ü', 'TICK_CHARACTERS'],
  ])('behavior: %j is refused (%s)', (text, code) => {
    expect(parseLinkTick(text)._unsafeUnwrapErr().code).toBe(code)
  })

  it('parameters: characters any keeps lookalikes and hidden characters', () => {
    const any = { characters: 'any' } as const
    expect(parseLinkTick('\u0441ardi', any)._unsafeUnwrap()).toBe('\u0421ARDI')
    expect(parseLinkTick('UNI\u200BX', any)._unsafeUnwrap()).toBe('UNI\u200BX')
    expect(parseLinkTick('a b', any)._unsafeUnwrap()).toBe('A B')
    expect(parseLinkTick('A\nB', any)._unsafeUnwrapErr().code).toBe(
      'TICK_CHARACTERS',
    )
    expect(parseLinkTick('\u0085X', any)._unsafeUnwrapErr().code).toBe(
      'TICK_CHARACTERS',
    )
  })
})

describe(parseLinkAddress, () => {
  it('behavior: a valid address of either network, trimmed', () => {
    expect(
      parseLinkAddress(' DEm5jczGyyfrb8AbufR893FLxkWBwY8tAk ')._unsafeUnwrap(),
    ).toMatchObject({
      address: 'DEm5jczGyyfrb8AbufR893FLxkWBwY8tAk',
      network: 'livenet',
    })
    expect(
      parseLinkAddress('nnEJQsEgjqHQChzoSTZXkWxg8YdBACGrJp')._unsafeUnwrap(),
    ).toMatchObject({ network: 'testnet', kind: 'p2pkh' })
  })

  it.each([
    ['0xabc', 'INVALID_CHARACTERS'],
    ['1K399bZ8WSvPnjF1g3vWxMCn1YWapHtBqL', 'UNKNOWN_VERSION'],
    ['DEm5jczGyyfrb8AbufR893FLxkWBwY8tAj', 'BAD_CHECKSUM'],
    ['', 'EMPTY'],
  ])('behavior: %j is refused (%s)', (text, code) => {
    expect(parseLinkAddress(text)._unsafeUnwrapErr().code).toBe(code)
  })
})
