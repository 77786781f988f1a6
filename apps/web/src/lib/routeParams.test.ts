import { describe, expect, it } from 'vitest'
import {
  checkAddressParam,
  parseAddressParam,
  parseIntegerParam,
  parseMaxSizeParam,
  parsePoolOpParam,
  parseTickParam,
  validateSwapSearch,
} from './routeParams'

describe(parseTickParam, () => {
  it('behavior: upper-cases and keeps wrapped and LP ticks', () => {
    expect(parseTickParam('unix')).toBe('UNIX')
    expect(parseTickParam('WDOGE(WRAPPED-DOGE)')).toBe('WDOGE(WRAPPED-DOGE)')
    expect(parseTickParam('UNIX-SWAP-WDOGE(WRAPPED-DOGE)')).toBe(
      'UNIX-SWAP-WDOGE(WRAPPED-DOGE)',
    )
  })

  it.each(['', ' ', 'a b', 'x'.repeat(65), 'ü'])(
    'behavior: %j is a 404',
    (raw) => {
      expect(() => parseTickParam(raw)).toThrow()
    },
  )
})

describe(parseAddressParam, () => {
  it('behavior: trimmed; checked by checkAddressParam', async () => {
    expect(parseAddressParam(' DEm5jczGyyfrb8AbufR893FLxkWBwY8tAk ')).toBe(
      'DEm5jczGyyfrb8AbufR893FLxkWBwY8tAk',
    )
    await expect(
      checkAddressParam('DEm5jczGyyfrb8AbufR893FLxkWBwY8tAk'),
    ).resolves.toBeUndefined()
    await expect(checkAddressParam('0xabc')).rejects.toBeDefined()
    // A typo in a real address fails its checksum.
    await expect(
      checkAddressParam('DEm5jczGyyfrb8AbufR893FLxkWBwY8tAj'),
    ).rejects.toBeDefined()
  })
})

describe(parseIntegerParam, () => {
  it.each([
    ['0', 0],
    ['42', 42],
  ])('behavior: %s → %d', (raw, value) => {
    expect(parseIntegerParam(raw)).toBe(value)
  })
  it.each(['-1', '1.5', 'x', ''])('behavior: %j is a 404', (raw) => {
    expect(() => parseIntegerParam(raw)).toThrow()
  })
})

describe(parseMaxSizeParam, () => {
  it.each([
    ['1', 1],
    ['50000', 50_000],
  ])('behavior: %s → %d', (raw, value) => {
    expect(parseMaxSizeParam(raw)).toBe(value)
  })
  it.each(['0', '50001', '050000', '1e4', 'x', ''])(
    'behavior: %j is a 404',
    (raw) => {
      expect(() => parseMaxSizeParam(raw)).toThrow()
    },
  )
})

describe(parsePoolOpParam, () => {
  it('behavior: only the known operations', () => {
    expect(parsePoolOpParam('ADD')).toBe('add')
    expect(() => parsePoolOpParam('burn')).toThrow()
  })
})

describe(validateSwapSearch, () => {
  it.each([
    [{ doge: 1 }, true],
    [{ doge: '1' }, true],
    [{ doge: 'true' }, true],
    [{ doge: true }, true],
    [{ doge: 0 }, false],
    [{ doge: 'yes' }, false],
    [{ doge: { a: 1 } }, false],
    [{}, false],
  ])('behavior: %j → doge %s', (search, doge) => {
    expect(validateSwapSearch(search)).toEqual({ doge })
  })
})
