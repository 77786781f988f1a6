import { describe, expect, it } from 'vitest'
import * as routeParams from './routeParams'
import {
  checkAddressParam,
  parseAddressParam,
  parseIntegerParam,
  parseMaxSizeParam,
  parsePoolOpParam,
  parseTickParam,
  validateAccountSearch,
  validateCollectionSearch,
  validateFilesMarketSearch,
  validateItemSearch,
  validateProjectSearch,
  validateStakeSearch,
  validateSwapSearch,
  validateUploadSearch,
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

describe(validateUploadSearch, () => {
  it('behavior: keeps an order UUID, lower-cased; drops anything else', () => {
    const id = '0B8E4C1A-1D2E-4F00-A000-000000000001'
    expect(validateUploadSearch({ order: id })).toEqual({
      order: id.toLowerCase(),
    })
    for (const order of ['x', '../0b8e4c1a', 42, `${id}0`])
      expect(validateUploadSearch({ order })).toEqual({ order: undefined })
  })
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
    [{ doge: 0 }, undefined],
    [{ doge: 'yes' }, undefined],
    [{ doge: { a: 1 } }, undefined],
    [{}, undefined],
  ])('behavior: %j → doge %s', (search, doge) => {
    expect(validateSwapSearch(search)).toEqual({ doge })
  })
})

describe('every search validator', () => {
  // The router writes what a page's search validates to into its URL as it
  // starts (replacing `/swap` with `/swap?doge=false`), and then loads and
  // renders the page a second time, synchronously.
  it.each(
    Object.entries(routeParams).filter(([name]) => name.startsWith('validate')),
  )('behavior: %s keeps an empty search empty', (_, validate) => {
    const search = (validate as (s: Record<string, unknown>) => object)({})
    expect(
      Object.entries(search).filter(([, value]) => value !== undefined),
    ).toEqual([])
  })
})

describe(validateAccountSearch, () => {
  it('behavior: keeps known protocols and statuses, drops the rest', () => {
    expect(
      validateAccountSearch({
        protocols: 'wdoge, nope,drc-20',
        status: 'failed',
      }),
    ).toEqual({ protocols: 'wdoge,drc-20', status: 'failed' })
    expect(
      validateAccountSearch({ protocols: 'nope', status: 'done', x: 1 }),
    ).toEqual({ protocols: undefined, status: undefined })
    expect(validateAccountSearch({ protocols: 5 })).toEqual({
      protocols: undefined,
      status: undefined,
    })
  })
})

describe(validateCollectionSearch, () => {
  it('default: everything off', () => {
    expect(validateCollectionSearch({})).toEqual({})
  })

  it('behavior: keeps what is valid, drops the rest', () => {
    expect(
      validateCollectionSearch({
        tab: 'activity',
        listed: '1',
        sort: 'asc',
        q: '  pup ',
        trait: 'Hat:Cap',
      }),
    ).toEqual({
      tab: 'activity',
      listed: true,
      sort: 'asc',
      q: 'pup',
      trait: ['Hat:Cap'],
    })
    expect(
      validateCollectionSearch({
        tab: 'x',
        listed: 'no',
        sort: 'up',
        q: '   ',
        trait: { a: 1 },
      }),
    ).toEqual({})
  })

  it('behavior: at most 50 trait pairs, search at most 100 characters', () => {
    const many = Array.from({ length: 80 }, (_, i) => `T:${i}`)
    expect(validateCollectionSearch({ trait: many }).trait).toHaveLength(50)
    expect(validateCollectionSearch({ q: 'x'.repeat(101) }).q).toBeUndefined()
  })
})

describe(validateFilesMarketSearch, () => {
  it('behavior: price order and search only', () => {
    expect(validateFilesMarketSearch({ sort: 'desc', q: 'a', x: 1 })).toEqual({
      sort: 'desc',
      q: 'a',
    })
  })
})

describe(validateItemSearch, () => {
  it.each([
    [{ meta: '80b53cc4-cd5a-4571-a14e-b6159977bda7' }, true],
    [{ meta: '../x' }, false],
    [{ meta: 'a b' }, false],
    [{}, false],
  ])('behavior: %j keeps meta: %s', (search, kept) => {
    expect(validateItemSearch(search).meta !== undefined).toBe(kept)
  })
})

describe(validateStakeSearch, () => {
  it.each([
    [{ tick: 'unix' }, { tick: 'UNIX' }],
    [
      { tick: 'UNIX-SWAP-WDOGE(WRAPPED-DOGE)' },
      { tick: 'UNIX-SWAP-WDOGE(WRAPPED-DOGE)' },
    ],
    [{ tick: 123 }, { tick: '123' }],
    [{ tick: '' }, { tick: undefined }],
    [{ tick: { a: 1 } }, { tick: undefined }],
    [{}, { tick: undefined }],
  ])('default: %j → %j', (search, expected) => {
    expect(validateStakeSearch(search)).toEqual(expected)
  })
})

describe(validateProjectSearch, () => {
  it('default: the box tick, upper-cased; malformed is dropped', () => {
    expect(validateProjectSearch({ tick0: 'boxlive' })).toEqual({
      tick0: 'BOXLIVE',
    })
    expect(validateProjectSearch({ tick0: ['x'] })).toEqual({
      tick0: undefined,
    })
  })
})
