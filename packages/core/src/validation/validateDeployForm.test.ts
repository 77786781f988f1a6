import { fc, test } from '@fast-check/vitest'
import { describe, expect, it } from 'vitest'
import { validateDeployForm } from './validateDeployForm.js'

describe(validateDeployForm, () => {
  it('default: normalised tick, base units at 8 decimals', () => {
    expect(
      validateDeployForm({
        tick: ' doge ',
        total: '21000000',
        limit: '1000',
      })._unsafeUnwrap(),
    ).toEqual({
      tick: 'DOGE',
      max: 2_100_000_000_000_000n,
      lim: 100_000_000_000n,
    })
  })

  it('parameters: decimals', () => {
    expect(
      validateDeployForm({
        tick: 'ab',
        total: '100',
        limit: '1.5',
        decimals: 1,
      })._unsafeUnwrap(),
    ).toEqual({ tick: 'AB', max: 1000n, lim: 15n })
  })

  it('parameters: tickExists', () => {
    expect(
      validateDeployForm({
        tick: 'unix',
        total: '2',
        limit: '1',
        tickExists: true,
      })._unsafeUnwrapErr(),
    ).toEqual([{ field: 'tick', code: 'TICK_EXISTS' }])
    expect(
      validateDeployForm({
        tick: 'unix',
        total: '2',
        limit: '1',
        tickExists: false,
      }).isOk(),
    ).toBe(true)
  })

  it.each([
    [
      { tick: 'a', total: '2', limit: '1' },
      [{ field: 'tick', code: 'TICK_LENGTH' }],
    ],
    [
      { tick: 'a-b', total: '2', limit: '1' },
      [{ field: 'tick', code: 'TICK_CHARACTERS' }],
    ],
    [
      { tick: 'ab', total: '', limit: '' },
      [
        { field: 'total', code: 'TOTAL_OR_LIMIT_REQUIRED' },
        { field: 'limit', code: 'TOTAL_OR_LIMIT_REQUIRED' },
      ],
    ],
    [
      { tick: 'ab', total: '1', limit: '2' },
      [{ field: 'total', code: 'TOTAL_LESS_THAN_LIMIT' }],
    ],
    [
      { tick: 'ab', total: '5', limit: '5' },
      [{ field: 'total', code: 'TOTAL_EQUALS_LIMIT' }],
    ],
    [
      { tick: 'ab', total: '0', limit: '0' },
      [
        { field: 'total', code: 'AMOUNT_NOT_POSITIVE' },
        { field: 'limit', code: 'AMOUNT_NOT_POSITIVE' },
      ],
    ],
    [
      { tick: 'ab', total: '1e9', limit: '1' },
      [{ field: 'total', code: 'INVALID_NUMBER' }],
    ],
    [
      { tick: 'ab', total: '2', limit: '0.000000001' },
      [{ field: 'limit', code: 'TOO_MANY_DECIMALS' }],
    ],
    [
      // 10^33 display units at 8 decimals is 10^41 base units: one too many
      { tick: 'ab', total: `1${'0'.repeat(33)}`, limit: '1' },
      [{ field: 'total', code: 'AMOUNT_TOO_LARGE' }],
    ],
  ])('behavior: %o → %o', (parameters, issues) => {
    expect(validateDeployForm(parameters)._unsafeUnwrapErr()).toEqual(issues)
  })

  it('behavior: the largest supply is valid', () => {
    expect(
      validateDeployForm({
        tick: 'ab',
        total: `${'9'.repeat(33)}.99999999`,
        limit: '1',
      }).isOk(),
    ).toBe(true)
  })

  test.prop([fc.string(), fc.string(), fc.string(), fc.option(fc.boolean())])(
    'property: total on arbitrary strings',
    (tick, total, limit, tickExists) => {
      const result = validateDeployForm({
        tick,
        total,
        limit,
        tickExists: tickExists ?? undefined,
      })
      if (result.isOk()) {
        expect(result.value.max > result.value.lim).toBe(true)
        expect(result.value.lim >= 1n).toBe(true)
      } else {
        expect(result.error.length).toBeGreaterThan(0)
      }
    },
  )

  test.prop([fc.anything(), fc.anything(), fc.anything(), fc.anything()])(
    'property: never throws, even on values that are not strings',
    (tick, total, limit, decimals) => {
      const result = validateDeployForm({
        tick: tick as string,
        total: total as string,
        limit: limit as string,
        decimals: decimals as number,
      })
      expect(result.isOk() || result.isErr()).toBe(true)
    },
  )
})
