import { describe, expect, it } from 'vitest'
import { getBatchOutcome } from './getBatchOutcome'

const reason = (issue: { code: 'SOLD' }) => issue.code

describe(getBatchOutcome, () => {
  it.each([
    ['submitted', undefined, { kind: 'submitted' }],
    ['INIT', undefined, { kind: 'rejected' }],
    [
      'INIT',
      { code: 'REFUSED', issue: { code: 'SOLD' } },
      { kind: 'refused', reason: 'SOLD' },
    ],
    ['INIT', { code: 'TRADING_PAUSED' }, { kind: 'failed' }],
    [
      'failed',
      { code: 'WALLET', error: { code: 'WALLET_NO_ANSWER' } },
      { kind: 'failed' },
    ],
  ] as const)('behavior: %s with %j → %j', (status, error, outcome) => {
    expect(getBatchOutcome(status, error as never, reason as never)).toEqual(
      outcome,
    )
  })
})
