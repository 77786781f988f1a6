import type { SwapFormStateIssue } from '@drc20/core'
import { i18n } from '@lingui/core'
import { describe, expect, it } from 'vitest'
import { isAmountIssue, swapButtonMessage, swapIssueMessage } from './messages'

describe(swapButtonMessage, () => {
  it.each([
    [
      { code: 'INVALID_AMOUNT', error: { code: 'INVALID_NUMBER' } },
      'Invalid amount',
    ],
    [{ code: 'ZERO_OUTPUT' }, 'Amount too small'],
    [
      { code: 'CUSTODY_OUTPUT', error: { code: 'OUTPUT_UNREADABLE' } },
      'Amount too large',
    ],
    [{ code: 'INSUFFICIENT_DOGE', required: 1n }, 'Insufficient DOGE'],
    // The spec's button texts (docs/product.md §5).
    [
      { code: 'INSUFFICIENT_BALANCE', tick: 'UNIX' },
      'Insufficient balance of UNIX',
    ],
    [
      { code: 'INSUFFICIENT_LIQUIDITY' },
      'Insufficient liquidity for this trade',
    ],
  ] satisfies [SwapFormStateIssue, string][])(
    'behavior: case %# keeps the button short, the sentence goes below the box',
    (issue, label) => {
      const text = i18n._(swapButtonMessage(issue, 'UNIX'))
      expect(text).toBe(label)
      // The sentence is the amount box's, below it.
      expect(isAmountIssue(issue)).toBe(true)
      expect(
        i18n._(swapIssueMessage(issue, 'UNIX')).length,
      ).toBeGreaterThanOrEqual(text.length)
    },
  )
})
