import { describe, expect, it } from 'vitest'
import { getNewestFirstWindow } from './getNewestFirstWindow'

describe(getNewestFirstWindow, () => {
  it.each([
    // page, total → offset, limit
    [1, 0, 0, 0],
    [1, 3, 0, 3],
    [1, 10, 0, 10],
    [1, 25, 15, 10],
    [2, 25, 5, 10],
    [3, 25, 0, 5],
    [4, 25, 0, 0],
  ])(
    'behavior: page %i of %i rows → offset %i, limit %i',
    (page, total, offset, limit) => {
      expect(getNewestFirstWindow({ page, pageSize: 10, total })).toEqual({
        offset,
        limit,
      })
    },
  )
})
