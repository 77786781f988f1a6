import type { SlippageWarning, SwapFormStateIssue } from '@drc20/core'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { amountInputMessage } from '../../i18n/amountInputMessage'
import type { NumberSeparators } from '../../i18n/numberSeparators'

/** The spec's alert when both sides hold the same token (docs/product.md §5). */
export const SAME_TOKEN_MESSAGE = msg`Cannot swap the same token! Please select different tokens.`

/**
 * The swap button's text for each blocking issue (docs/product.md §5). `inputName` is
 * the input token as shown (DOGE when paid natively).
 */
export function swapIssueMessage(
  issue: SwapFormStateIssue,
  inputName: string,
  separators: NumberSeparators = { decimalSeparator: '.', groupSeparator: ',' },
): MessageDescriptor {
  switch (issue.code) {
    case 'SELECT_TOKEN':
      return msg`Select a token`
    case 'SAME_TOKEN':
      return SAME_TOKEN_MESSAGE
    case 'INVALID_PAIR':
      return msg`Invalid pair`
    case 'LOADING_POOL':
      return msg`Loading pool…`
    case 'ENTER_AMOUNT':
      return msg`Enter an amount`
    case 'INVALID_AMOUNT':
      return amountInputMessage(issue.error, separators) ?? msg`Enter an amount`
    case 'INSUFFICIENT_LIQUIDITY':
      return msg`Insufficient liquidity for this trade`
    case 'INSUFFICIENT_BALANCE':
      return msg`Insufficient balance of ${inputName}`
    case 'ZERO_OUTPUT':
      return msg`The output rounds to 0, enter a larger amount`
    case 'INVALID_SLIPPAGE':
      return msg`Enter a valid slippage percentage`
    case 'LOADING_BALANCE':
      return msg`Loading balances…`
    case 'PAYLOAD':
      return msg`This swap cannot be built.`
    case 'CUSTODY_OUTPUT':
      return msg`Too much DOGE for one deposit from this wallet`
    case 'INSUFFICIENT_DOGE':
      return msg`Not enough DOGE for the wallet's fees`
  }
}

/** Issues the amount box shows below itself (`aria-invalid`). */
export function isAmountIssue(issue: SwapFormStateIssue): boolean {
  switch (issue.code) {
    case 'INVALID_AMOUNT':
    case 'INSUFFICIENT_BALANCE':
    case 'INSUFFICIENT_LIQUIDITY':
    case 'ZERO_OUTPUT':
    case 'INSUFFICIENT_DOGE':
    case 'CUSTODY_OUTPUT':
      return true
    default:
      return false
  }
}

/**
 * The swap button's short label for an issue. An amount issue is
 * explained in full below the box, so the button only names it: "Invalid
 * amount", or the spec's insufficient-balance text (for DOGE when the
 * wallet's fees are what is missing). A long sentence would be cut on a
 * phone.
 */
export function swapButtonMessage(
  issue: SwapFormStateIssue,
  inputName: string,
  separators?: NumberSeparators,
): MessageDescriptor {
  switch (issue.code) {
    case 'INVALID_AMOUNT':
    case 'ZERO_OUTPUT':
    case 'CUSTODY_OUTPUT':
      return msg`Invalid amount`
    case 'INSUFFICIENT_DOGE':
      return swapIssueMessage(
        { code: 'INSUFFICIENT_BALANCE', tick: 'DOGE' },
        'DOGE',
      )
    default:
      return swapIssueMessage(issue, inputName, separators)
  }
}

/** The slippage setting's three warnings (docs/product.md §5). */
export function slippageWarningMessage(
  warning: SlippageWarning,
): MessageDescriptor {
  switch (warning) {
    case 'MAY_FAIL':
      return msg`Your transaction may fail`
    case 'FRONT_RUN':
      return msg`Your transaction may be frontrun`
    case 'VERY_HIGH':
      return msg`Slippage above 100% is set to 99%: your transaction may be frontrun`
  }
}
