import { fc, test } from '@fast-check/vitest'
import { describe, expect, it } from 'vitest'
import {
  getBlockNumberRetryDelay,
  getBlockRefreshDelay,
} from './getBlockRefreshDelay.js'
import {
  BALANCE_MAX_PAGES,
  BALANCE_PAGE_SIZE,
  getNextPage,
} from './getNextPage.js'
import { shouldRefreshTokenList } from './shouldRefreshTokenList.js'

const delayOf = (consecutiveFailures: number, onSwapPage: boolean) => {
  const d = getBlockRefreshDelay({ consecutiveFailures, onSwapPage })
  return d.kind === 'wait' ? d.delayMs : 'stop'
}

describe(getBlockRefreshDelay, () => {
  it.each([
    [0, 60_000, 15_000],
    [1, 120_000, 30_000],
    [2, 240_000, 60_000],
    [3, 300_000, 60_000],
    [4, 300_000, 60_000],
    [5, 'stop', 'stop'],
    [9, 'stop', 'stop'],
  ])('default: %s failures → %s normally, %s on /swap', (f, normal, swap) => {
    expect(delayOf(f, false)).toBe(normal)
    expect(delayOf(f, true)).toBe(swap)
  })

  test.prop([fc.nat(20), fc.boolean()])(
    'property: delays never decrease and never pass their cap',
    (f, onSwapPage) => {
      const a = delayOf(f, onSwapPage)
      const b = delayOf(f + 1, onSwapPage)
      if (a === 'stop') {
        expect(b).toBe('stop')
        return
      }
      expect(a).toBeLessThanOrEqual(onSwapPage ? 60_000 : 300_000)
      if (b !== 'stop') expect(b).toBeGreaterThanOrEqual(a)
    },
  )
})

describe(getBlockNumberRetryDelay, () => {
  it.each([
    [0, undefined],
    [1, 1_000],
    [2, 2_000],
    [3, 4_000],
    [4, undefined],
  ])('default: retry %s → %s ms', (attempt, delay) => {
    expect(getBlockNumberRetryDelay(attempt)).toBe(delay)
  })

  test.prop([fc.integer({ min: 1, max: 2 })])(
    'property: retry delays never decrease and stay ≤ 10 s',
    (attempt) => {
      const a = getBlockNumberRetryDelay(attempt) as number
      const b = getBlockNumberRetryDelay(attempt + 1) as number
      expect(b).toBeGreaterThanOrEqual(a)
      expect(b).toBeLessThanOrEqual(10_000)
    },
  )
})

describe(shouldRefreshTokenList, () => {
  const now = 10_000_000
  it.each([
    ['no cache', {}, true],
    ['throttled even without cache', { lastRefreshMs: now - 59_999 }, false],
    [
      'fresh cache',
      {
        lastRefreshMs: now - 60_000,
        cacheUpdatedMs: now - 60_000,
        lastHeight: 100,
        height: 120,
      },
      false,
    ],
    ['cache 15 min old', { cacheUpdatedMs: now - 900_000 }, true],
    ['cache just under 15 min', { cacheUpdatedMs: now - 899_999 }, false],
    [
      '500 blocks behind',
      { cacheUpdatedMs: now - 1, lastHeight: 100, height: 600 },
      true,
    ],
    [
      '499 blocks behind',
      { cacheUpdatedMs: now - 1, lastHeight: 100, height: 599 },
      false,
    ],
    [
      'throttle beats an old cache',
      { lastRefreshMs: now - 1_000, cacheUpdatedMs: 0 },
      false,
    ],
  ])('behavior: %s → %s', (_, patch, refresh) => {
    expect(shouldRefreshTokenList({ nowMs: now, ...patch })).toBe(refresh)
  })
})

describe(getNextPage, () => {
  const page = { pageSize: BALANCE_PAGE_SIZE, maxPages: BALANCE_MAX_PAGES }
  it.each([
    [
      { fetched: 0, pagesDone: 0 },
      { kind: 'next', offset: 0, limit: 2000 },
    ],
    [
      { fetched: 2000, pagesDone: 1, total: 4500 },
      { kind: 'next', offset: 2000, limit: 2000 },
    ],
    [
      { fetched: 4500, pagesDone: 3, total: 4500 },
      { kind: 'done', reason: 'COMPLETE' },
    ],
    [
      { fetched: 2500, pagesDone: 2 },
      { kind: 'done', reason: 'COMPLETE' },
    ], // short page
    [
      { fetched: 20_000, pagesDone: 10, total: 30_000 },
      { kind: 'done', reason: 'MAX_PAGES' },
    ],
    [
      { fetched: 0, pagesDone: 0, total: 0 },
      { kind: 'done', reason: 'COMPLETE' },
    ],
  ])('default: #%#', (state, next) => {
    expect(getNextPage({ ...page, ...state })).toEqual(next)
  })
})
