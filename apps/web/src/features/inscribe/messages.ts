import type {
  AddressError,
  CongestionLevel,
  Drc20BalanceIssue,
  FeeChoiceError,
  InscribeFormIssue,
  TransferFormStateIssue,
  TransferWarning,
} from '@drc20/core'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'

type FormatAmount = (raw: bigint) => string

/** Why a typed address is not usable. */
export function addressErrorMessage(
  reason: AddressError['code'],
): MessageDescriptor {
  switch (reason) {
    case 'EMPTY':
      return msg`Please typing address`
    case 'WRONG_NETWORK':
      return msg`This address belongs to another network`
    case 'BAD_CHECKSUM':
      return msg`This address has a typo: its checksum does not match`
    case 'INVALID_CHARACTERS':
    case 'INVALID_LENGTH':
    case 'UNKNOWN_VERSION':
      return msg`This is not a Dogecoin address`
    default: {
      const unknown: never = reason
      throw new Error(`unknown address error ${JSON.stringify(unknown)}`)
    }
  }
}

/** An amount box's shared issues (the language's notation). */
function amountFieldMessage(
  code:
    | 'INVALID_NUMBER'
    | 'TOO_MANY_DECIMALS'
    | 'AMOUNT_NOT_POSITIVE'
    | 'WRONG_DECIMAL_SEPARATOR',
  decimalMark: string,
): MessageDescriptor {
  switch (code) {
    case 'INVALID_NUMBER':
      return msg`Enter a number`
    case 'TOO_MANY_DECIMALS':
      return msg`At most 8 decimal places`
    case 'AMOUNT_NOT_POSITIVE':
      return msg`Enter an amount greater than 0`
    case 'WRONG_DECIMAL_SEPARATOR':
      return msg`Use “${decimalMark}” as the decimal separator`
  }
}

/** The issues both drc-20 forms share: the address, the fee rate, the DOGE. */
type CommonIssue =
  | Drc20BalanceIssue
  | { readonly code: 'INVALID_FEE_RATE' }
  | { readonly code: 'INVALID_ADDRESS'; readonly reason: AddressError['code'] }

function commonIssueMessage(
  issue: CommonIssue,
  format: FormatAmount,
): MessageDescriptor {
  switch (issue.code) {
    case 'INVALID_ADDRESS':
      return addressErrorMessage(issue.reason)
    case 'INVALID_FEE_RATE':
      return msg`Enter a valid network fee rate`
    case 'INSUFFICIENT_DOGE': {
      const required = format(issue.required)
      return msg`Insufficient DOGE balance: ${required} DOGE needed`
    }
    case 'LOADING_BALANCE':
      return msg`Reading your DOGE balance…`
    default: {
      const unknown: never = issue
      throw new Error(`unknown drc-20 form issue ${JSON.stringify(unknown)}`)
    }
  }
}

/** The inscribe form's first issue, in the spec's words where it has some (docs/product.md §5). */
export function inscribeIssueMessage(
  issue: InscribeFormIssue,
  format: FormatAmount,
  decimalMark: string,
): MessageDescriptor {
  switch (issue.code) {
    case 'TICK_LENGTH':
      return msg`tick must 2-8 letter`
    case 'TICK_CHARACTERS':
      return msg`A new tick can only use the letters A to Z`
    case 'TICK_EXISTS':
      return msg`The tick already exists.`
    case 'NOT_DEPLOYED':
      return msg`The inscription has not been deployed yet.`
    case 'CHECKING_TICK':
      return msg`Checking the tick…`
    case 'TICK_LOOKUP_FAILED':
      return msg`The tick could not be checked. Try again.`
    case 'TOTAL_OR_LIMIT_REQUIRED':
      return msg`Total or Limit is required`
    case 'TOTAL_LESS_THAN_LIMIT':
      return msg`Total cannot be less than Limit`
    case 'TOTAL_EQUALS_LIMIT':
      return msg`Total must greater than limit`
    case 'AMOUNT_TOO_LARGE':
      return msg`The amount is larger than the protocol allows`
    case 'AMOUNT_REQUIRED':
      return msg`amount is required`
    case 'AMOUNT_ABOVE_LIMIT':
      return msg`amount cannot be greater than the lim`
    case 'INVALID_MINT_REPEAT':
      return msg`Choose a repeat from the list`
    case 'MINTED_OUT':
      return msg`This token is fully minted`
    case 'EXCEEDS_REMAINING_SUPPLY': {
      const remaining = format(issue.remaining)
      const max = issue.maxRepeat
      return max > 0
        ? msg`Only ${remaining} left to mint: a mint past the supply fails completely. Repeat at most ${max} times.`
        : msg`Only ${remaining} left to mint: a mint past the supply fails completely. Lower the amount.`
    }
    case 'INVALID_DECIMALS':
      return msg`Decimals must be a whole number from 1 to 18`
    case 'RECEIVE_REQUIRED':
      return msg`Connect your wallet or enter a receive address`
    case 'INVALID_NUMBER':
    case 'TOO_MANY_DECIMALS':
    case 'AMOUNT_NOT_POSITIVE':
    case 'WRONG_DECIMAL_SEPARATOR':
      return amountFieldMessage(issue.code, decimalMark)
    default:
      return commonIssueMessage(issue, format)
  }
}

/** The transfer form's first issue (docs/product.md §5). */
export function transferIssueMessage(
  issue: TransferFormStateIssue,
  format: FormatAmount,
  decimalMark: string,
): MessageDescriptor {
  switch (issue.code) {
    case 'TOKEN_REQUIRED':
      return msg`Choose a token`
    case 'ADDRESS_REQUIRED':
      return msg`Please typing address`
    case 'SELF_TRANSFER':
      return msg`This is your own address: the indexer ignores a transfer to yourself`
    case 'AMOUNT_REQUIRED':
      return msg`Please typing transfer amount`
    case 'INSUFFICIENT_BALANCE':
      return msg`More than your balance`
    case 'LOADING_TOKEN_BALANCE':
      return msg`Reading your balance…`
    case 'INVALID_NUMBER':
    case 'TOO_MANY_DECIMALS':
    case 'AMOUNT_NOT_POSITIVE':
    case 'WRONG_DECIMAL_SEPARATOR':
      return amountFieldMessage(issue.code, decimalMark)
    default:
      return commonIssueMessage(issue, format)
  }
}

export function transferWarningMessage(
  warning: TransferWarning,
): MessageDescriptor {
  if (warning.code === 'SCRIPT_ADDRESS')
    return msg`This is a script address: make sure its owner can spend DRC-20 tokens.`
  switch (warning.kind) {
    case 'pool':
      return msg`This is a swap pool's reserve: tokens sent here are a donation to the pool and cannot be sent back.`
    case 'stake':
      return msg`This is a stake pool's reserve: tokens sent here cannot be sent back.`
    case 'box':
      return msg`This is a launchpad escrow: tokens sent here cannot be sent back.`
  }
}

export function feeChoiceErrorMessage(
  error: FeeChoiceError,
): MessageDescriptor {
  switch (error.code) {
    case 'FEE_RATE_REQUIRED':
      return msg`Enter a fee rate`
    case 'INVALID_FEE_RATE':
      return msg`Enter a number of DOGE per kB`
    case 'FEE_RATE_NOT_POSITIVE':
      return msg`The fee rate must be above 0`
  }
}

/** docs/product.md §8's congestion warnings; nothing when normal. */
export function congestionMessage(
  level: CongestionLevel,
): MessageDescriptor | undefined {
  if (level === 'very-congested')
    return msg`The Dogecoin network is very congested`
  if (level === 'congested')
    return msg`Current on-chain congestion may cause mint failures`
  return undefined
}
