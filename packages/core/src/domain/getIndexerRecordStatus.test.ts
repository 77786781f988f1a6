import { describe, expect, it } from 'vitest'
import { getIndexerRecordStatus } from './getIndexerRecordStatus.js'

describe(getIndexerRecordStatus, () => {
  it.each([
    [0, '', 'completed'],
    [0, 'ignored text', 'completed'],
    [0, null, 'completed'],
    [1, 'VerifySwap err: the minimum output less than the limit.', 'failed'],
    [1, '', 'pending'],
    [1, '   ', 'pending'],
    [1, null, 'pending'],
    [2, '', 'pending'],
  ] as const)('behavior: status %i with %j → %s', (orderStatus, errInfo, s) => {
    expect(getIndexerRecordStatus({ orderStatus, errInfo })).toBe(s)
  })
})
