import type { SwapFormStateIssue } from '@drc20/core'
import { describe, expect, it } from 'vitest'
import { isAmountIssue, swapButtonMessage, swapIssueMessage } from './messages'

const AMOUNT_ISSUES: SwapFormStateIssue[] = [
  { code: 'INVALID_AMOUNT', error: { code: 'EMPTY' } } as SwapFormStateIssue,
  { code: 'INSUFFICIENT_BALANCE', tick: 'UNIX' },
  { code: 'INSUFFICIENT_LIQUIDITY' } as SwapFormStateIssue,
  { code: 'ZERO_OUTPUT' } as SwapFormStateIssue,
  { code: 'INSUFFICIENT_DOGE' } as SwapFormStateIssue,
  { code: 'CUSTODY_OUTPUT' } as SwapFormStateIssue,
]

describe('swapButtonMessage', () => {
  it.each(AMOUNT_ISSUES)('keeps the button short for $code', (issue) => {
    expect(isAmountIssue(issue)).toBe(true)
    const label = swapButtonMessage(issue, 'UNIX').message ?? ''
    // The full sentence is below the amount box; the button only names it.
    expect(label.length).toBeLessThanOrEqual(40)
  })

  it('names DOGE when the wallet fees are what is missing', () => {
    expect(
      swapButtonMessage(
        { code: 'INSUFFICIENT_DOGE' } as SwapFormStateIssue,
        'UNIX',
      ).message,
    ).toBe(
      swapIssueMessage({ code: 'INSUFFICIENT_BALANCE', tick: 'DOGE' }, 'DOGE')
        .message,
    )
  })
})
