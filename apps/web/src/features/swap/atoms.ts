import { DEFAULT_DEADLINE_MINUTES } from '@drc20/core'
import { atom } from 'jotai'

/** The slippage box starts blank: the 0.5% default, in any language. */
export const DEFAULT_SLIPPAGE_TEXT = ''

/**
 * The swap settings (slippage tolerance, deadline): preferences that
 * outlive one pair and one page, unlike the form's amount.
 */
export const swapSlippageTextAtom = atom(DEFAULT_SLIPPAGE_TEXT)
export const swapDeadlineTextAtom = atom(String(DEFAULT_DEADLINE_MINUTES))
