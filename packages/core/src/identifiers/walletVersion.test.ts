import { fc, test } from '@fast-check/vitest'
import { describe, expect, it } from 'vitest'
import { compareVersions } from './compareVersions.js'
import { isWalletVersionSupported } from './isWalletVersionSupported.js'
import { MIN_WALLET_VERSION, parseWalletVersion } from './parseWalletVersion.js'

describe(parseWalletVersion, () => {
  it.each([
    ['1.4.3', [1, 4, 3]],
    ['v1.4.3', [1, 4, 3]],
    ['V2.0.1', [2, 0, 1]],
    ['1.4.3-beta.2', [1, 4, 3]],
    ['  1.10  ', [1, 10, 0]],
    ['2', [2, 0, 0]],
    ['1.4.3.7', [1, 4, 3]],
  ] as const)('default: %j → %j', (text, expected) => {
    expect(parseWalletVersion(text)._unsafeUnwrap()).toEqual(expected)
  })

  it.each([
    [undefined, 'MISSING'],
    [null, 'MISSING'],
    [143, 'MISSING'],
    ['', 'MISSING'],
    ['   ', 'MISSING'],
    ['abc', 'INVALID_FORMAT'],
    ['1..3', 'INVALID_FORMAT'],
    ['1.4.x', 'INVALID_FORMAT'],
    ['vv1.4.3', 'INVALID_FORMAT'],
    ['1.2.3.4.5', 'INVALID_FORMAT'],
    ['-1.4.3', 'INVALID_FORMAT'],
    ['1.4.3 beta', 'INVALID_FORMAT'],
  ])('behavior: %j → %s', (text, code) => {
    expect(parseWalletVersion(text)._unsafeUnwrapErr().code).toBe(code)
  })

  test.prop([fc.anything()])('property: never throws', (value) => {
    const result = parseWalletVersion(value)
    expect(result.isOk() || result.isErr()).toBe(true)
  })
})

describe(compareVersions, () => {
  it.each([
    [[1, 4, 3], [1, 4, 3], 0],
    [[1, 4, 10], [1, 4, 3], 1],
    [[1, 3, 99], [1, 4, 0], -1],
    [[2, 0, 0], [1, 99, 99], 1],
  ] as const)('default: %j vs %j → %i', (a, b, expected) => {
    expect(compareVersions(a, b)).toBe(expected)
  })

  const version = fc.tuple(fc.nat(20), fc.nat(20), fc.nat(20))
  test.prop([version, version])('property: antisymmetric', (a, b) => {
    expect(compareVersions(a, b)).toBe(-compareVersions(b, a) || 0)
  })
  test.prop([version, version, version])('property: transitive', (a, b, c) => {
    if (compareVersions(a, b) <= 0 && compareVersions(b, c) <= 0) {
      expect(compareVersions(a, c)).toBeLessThanOrEqual(0)
    }
  })
})

describe(isWalletVersionSupported, () => {
  it('default: minimum 1.4.3', () => {
    expect(MIN_WALLET_VERSION).toBe('1.4.3')
  })

  it.each([
    ['1.4.3', true],
    ['v1.4.3', true],
    ['1.4.3-rc1', true],
    ['1.4.10', true],
    ['1.5', true],
    ['2', true],
    ['1.4.2', false],
    ['1.4', false],
    ['1.0.9', false],
    ['', false],
    [undefined, false],
    ['garbage', false],
    [{ version: '9.9.9' }, false],
  ])('behavior: %j → %s', (version, expected) => {
    expect(isWalletVersionSupported(version)).toBe(expected)
  })

  it('parameters: minimum', () => {
    expect(isWalletVersionSupported('1.4.2', '1.4.0')).toBe(true)
    expect(isWalletVersionSupported('1.4.2', '1.5')).toBe(false)
  })

  it('behavior: throws on an unparsable minimum (a bug)', () => {
    expect(() => isWalletVersionSupported('1.4.3', 'x')).toThrow(
      'MIN_WALLET_VERSION_INVALID',
    )
  })
})
