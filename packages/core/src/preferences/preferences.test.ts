import { fc, test } from '@fast-check/vitest'
import { describe, expect, it } from 'vitest'
import { getStorageVersionAction } from './getStorageVersionAction.js'
import { resolveTheme } from './resolveTheme.js'
import {
  parseStoredJson,
  parseStoredJsonList,
  stringifyForStorage,
} from './storedJson.js'

describe(resolveTheme, () => {
  it('default: the system preference, followed', () => {
    expect(
      resolveTheme({ stored: undefined, systemPrefersDark: true }),
    ).toEqual({
      scheme: 'dark',
      followsSystem: true,
    })
    expect(resolveTheme({ stored: null, systemPrefersDark: false })).toEqual({
      scheme: 'light',
      followsSystem: true,
    })
  })

  it.each([
    ['light', true, 'light'],
    ['dark', false, 'dark'],
    ['"dark"', false, 'dark'],
  ])(
    'behavior: stored %j wins over the system',
    (stored, systemPrefersDark, scheme) => {
      expect(resolveTheme({ stored, systemPrefersDark })).toEqual({
        scheme,
        followsSystem: false,
      })
    },
  )

  it('behavior: a corrupted stored value counts as no choice', () => {
    expect(resolveTheme({ stored: 'Dark', systemPrefersDark: false })).toEqual({
      scheme: 'light',
      followsSystem: true,
    })
  })

  test.prop([fc.anything(), fc.boolean()])(
    'property: always a scheme',
    (stored, dark) => {
      const { scheme } = resolveTheme({ stored, systemPrefersDark: dark })
      expect(['light', 'dark']).toContain(scheme)
    },
  )
})

describe(getStorageVersionAction, () => {
  it.each([
    ['4', true, 'keep'],
    ['4', false, 'keep'],
    ['3', true, 'reset'],
    ['3', false, 'reset'],
    [undefined, true, 'reset'],
    [null, true, 'reset'],
    [undefined, false, 'keep'],
    [4, true, 'reset'],
  ])(
    'behavior: stored %j, other data %s → %s',
    (stored, hasOtherData, action) => {
      expect(
        getStorageVersionAction({ stored, current: '4', hasOtherData }),
      ).toBe(action)
    },
  )
})

describe(parseStoredJson, () => {
  it('default: revives tagged bigints', () => {
    expect(
      parseStoredJson(
        '{"amt":{"__type":"bigint","value":"-12345678901234567890"},"n":1}',
      )._unsafeUnwrap(),
    ).toEqual({ amt: -12345678901234567890n, n: 1 })
  })

  it.each([
    [null, 'MISSING'],
    [undefined, 'MISSING'],
    ['', 'CORRUPTED'],
    ['{oops', 'CORRUPTED'],
    ['{"a":{"__type":"bigint","value":"1.5"}}', 'CORRUPTED'],
    ['{"a":{"__type":"bigint"}}', 'CORRUPTED'],
  ])('behavior: %j → %s', (text, code) => {
    expect(parseStoredJson(text)._unsafeUnwrapErr().code).toBe(code)
  })

  test.prop([fc.string()])(
    'property: never throws on arbitrary text',
    (text) => {
      const result = parseStoredJson(text)
      expect(result.isOk() || result.isErr()).toBe(true)
    },
  )

  const withBigints = fc.letrec((tie) => ({
    value: fc.oneof(
      { depthSize: 'small' },
      fc.bigInt(),
      fc.string(),
      fc.integer(),
      fc.boolean(),
      fc.constant(null),
      fc.array(tie('value'), { maxLength: 4 }),
      fc.dictionary(fc.string(), tie('value'), { maxKeys: 4 }),
    ),
  })).value

  test.prop([withBigints])(
    'property: stringify then parse gives the value back',
    (value) => {
      expect(
        parseStoredJson(stringifyForStorage(value))._unsafeUnwrap(),
      ).toEqual(value)
    },
  )
})

describe(stringifyForStorage, () => {
  it('default: tags bigints', () => {
    expect(stringifyForStorage({ amt: 5n, list: [1n] })).toBe(
      '{"amt":{"__type":"bigint","value":"5"},"list":[{"__type":"bigint","value":"1"}]}',
    )
    expect(stringifyForStorage(undefined)).toBe('null')
  })
})

describe(parseStoredJsonList, () => {
  it('behavior: one broken item costs only itself', () => {
    const broken = '{"amt":{"__type":"bigint","value":"1.5"}}'
    const text = `[{"amt":{"__type":"bigint","value":"5"}},${broken},null,7]`
    expect(parseStoredJsonList(text)._unsafeUnwrap()).toEqual({
      items: [{ amt: 5n }, null, 7],
      unreadable: [broken],
    })
    // The whole text read at once loses every item.
    expect(parseStoredJson(text).isErr()).toBe(true)
  })

  it.each([
    [null, 'MISSING'],
    ['{oops', 'CORRUPTED'],
    ['{"a":1}', 'CORRUPTED'],
    ['"text"', 'CORRUPTED'],
  ])('behavior: %j → %s', (text, code) => {
    expect(parseStoredJsonList(text)._unsafeUnwrapErr().code).toBe(code)
  })

  test.prop([fc.array(fc.oneof(fc.bigInt(), fc.string(), fc.integer()))])(
    'property: a stored list reads back whole',
    (list) => {
      expect(
        parseStoredJsonList(stringifyForStorage(list))._unsafeUnwrap(),
      ).toEqual({ items: list, unreadable: [] })
    },
  )
})
