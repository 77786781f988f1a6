import {
  type BestExecutionUnavailable,
  getTickDisplayName,
  type OrderStatus,
  type OrderV1FailureCode,
  type OrderV1ListIssue,
  type OrderV1PriceWarning,
  type OrderV1TakeIssue,
} from '@drc20/core'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { amountInputMessage } from '../../i18n/amountInputMessage'
import type { NumberSeparators } from '../../i18n/numberSeparators'
import { indexerErrorMessage } from '../activity/indexerErrorMessage'

const DOT: NumberSeparators = { decimalSeparator: '.', groupSeparator: ',' }

/** docs/product.md §8: paying more than the wallet holds. */
export function notEnoughMessage(tick: string): MessageDescriptor {
  const name = getTickDisplayName(tick)
  return msg`Not enough ${name} in wallet`
}

/** docs/product.md §8: buying more than is listed. */
export const INSUFFICIENT_AVAILABILITY = msg`insufficient availability`

/**
 * The buy and sell buttons' text for each blocking issue of core's
 * `getOrderV1TakeFormState`; `amount` formats base units.
 */
export function takeIssueMessage(
  issue: OrderV1TakeIssue,
  amount: (value: bigint) => string,
  separators: NumberSeparators = DOT,
): MessageDescriptor {
  switch (issue.code) {
    case 'LOADING_BOOK':
      return msg`Loading listings…`
    case 'ENTER_AMOUNT':
      return msg`Enter an amount`
    case 'INVALID_AMOUNT':
      return amountInputMessage(issue.error, separators) ?? msg`Enter an amount`
    case 'AMOUNT_NOT_POSITIVE':
      return msg`Enter an amount greater than 0`
    case 'NO_LISTINGS':
      return msg`Nothing listed on this side yet`
    case 'LISTING_CLOSED':
      return msg`This listing is no longer open`
    case 'SELF_TRADE':
      return msg`This is your own listing: the indexer refuses a trade with yourself. Cancel it instead.`
    case 'INSUFFICIENT_AVAILABILITY':
      return INSUFFICIENT_AVAILABILITY
    case 'ZERO_FILL':
      return msg`Too small: this amount would receive nothing`
    case 'NOT_ENOUGH_BALANCE':
      return notEnoughMessage(issue.tick)
    case 'NOT_ENOUGH_DOGE': {
      const required = amount(issue.required)
      return msg`Not enough DOGE for the fees (${required} DOGE)`
    }
    case 'LOADING_BALANCE':
      return msg`Loading balances…`
    case 'PAYLOAD':
      return msg`This trade cannot be built.`
    default: {
      const unknown: never = issue
      throw new Error(`unknown take issue ${JSON.stringify(unknown)}`)
    }
  }
}

/** The list and bid forms' text for each blocking issue. */
export function listIssueMessage(
  issue: OrderV1ListIssue,
  amount: (value: bigint) => string,
  separators: NumberSeparators = DOT,
): MessageDescriptor {
  switch (issue.code) {
    case 'ENTER_AMOUNT':
      return msg`Enter an amount`
    case 'INVALID_AMOUNT':
      return issue.error.code === 'NOT_POSITIVE'
        ? msg`Enter an amount greater than 0`
        : (amountInputMessage(issue.error, separators) ?? msg`Enter an amount`)
    case 'ENTER_PRICE':
      return msg`Enter a price`
    case 'INVALID_PRICE':
      return issue.error.code === 'NOT_POSITIVE'
        ? msg`Enter a price greater than 0`
        : (amountInputMessage(issue.error, separators) ?? msg`Enter a price`)
    case 'TOTAL_ZERO':
      return msg`The total rounds to 0: raise the amount or the price`
    case 'NOT_ENOUGH_BALANCE':
      return notEnoughMessage(issue.tick)
    case 'NOT_ENOUGH_DOGE': {
      const required = amount(issue.required)
      return msg`Not enough DOGE for the fees (${required} DOGE)`
    }
    case 'LOADING_BALANCE':
      return msg`Loading balances…`
    case 'PAYLOAD':
      return msg`This listing cannot be built.`
    default: {
      const unknown: never = issue
      throw new Error(`unknown list issue ${JSON.stringify(unknown)}`)
    }
  }
}

/** A price warning of the list and bid forms; `percent` is formatted. */
export function priceWarningMessage(
  warning: OrderV1PriceWarning,
  percent: string,
): MessageDescriptor {
  switch (warning.code) {
    case 'FAR_BELOW_FLOOR':
      return msg`This price is ${percent}% below the floor. Check the decimal places: a listing at the wrong price sells for it.`
    case 'BELOW_FLOOR':
      return msg`This price is ${percent}% below the floor.`
    case 'BELOW_HIGHEST_BID':
      return msg`A bid already pays at least this much: selling into it is as good, now.`
    case 'ABOVE_LOWEST_ASK':
      return msg`A listing already sells at this price or less: buying it costs no more, now.`
    default: {
      const unknown: never = warning
      throw new Error(`unknown price warning ${JSON.stringify(unknown)}`)
    }
  }
}

/** Why an order-v1 operation failed, in plain words. */
export function marketFailureMessage(
  failure: OrderV1FailureCode,
): MessageDescriptor {
  switch (failure) {
    case 'LISTING_TAKEN':
      return msg`The listing was bought or cancelled by someone else first. Nothing was taken from you but the network fees.`
    case 'CANCEL_NOT_APPLIED':
      return msg`The cancel was not applied: the escrow held less than it asked for.`
    case 'SAME_ADDRESS':
      return msg`A listing cannot be traded by its own maker.`
    case 'RECORD_NOT_FOUND':
      return msg`The listing does not exist.`
    default:
      return indexerErrorMessage(failure)
  }
}

/** The order status values of docs/product.md §3, for the history tables. */
export function orderStatusMessage(status: OrderStatus): MessageDescriptor {
  switch (status) {
    case 'notpaid':
      return msg`Not paid`
    case 'pending':
      return msg`Pending`
    case 'unconfirmed':
      return msg`Unconfirmed`
    case 'in-progress':
      return msg`In progress`
    case 'buy':
      return msg`Bid open`
    case 'sell':
      return msg`Listed`
    case 'buying':
      return msg`Bid partly filled`
    case 'selling':
      return msg`Partly sold`
    case 'withdrawing':
      return msg`Withdrawing`
    case 'refunding':
      return msg`Refunding`
    case 'completed':
      return msg`Completed`
    case 'failed':
      return msg`Failed`
    case 'cancel':
      return msg`Cancelled`
    default: {
      const unknown: never = status
      throw new Error(`unknown order status ${String(unknown)}`)
    }
  }
}

/** Why a best-execution route shows no result. */
export function routeUnavailableMessage(
  reason: BestExecutionUnavailable['reason'],
): MessageDescriptor {
  switch (reason) {
    case 'NO_LISTINGS':
      return msg`No listing you can buy.`
    case 'NO_POOL':
      return msg`This token has no WDOGE pool.`
    case 'BUDGET_TOO_SMALL':
      return msg`The amount does not cover this route's fees.`
    case 'BELOW_WRAP_MINIMUM':
      return msg`The DOGE to wrap would not be above the 0.9 DOGE minimum.`
    default: {
      const unknown: never = reason
      throw new Error(`unknown route reason ${String(unknown)}`)
    }
  }
}

/** Why the re-check before signing refused a market operation. */
export type MarketRefusal =
  | { readonly code: 'LISTING_CLOSED' }
  | { readonly code: 'SELF_TRADE' }

export function marketRefusalMessage(
  refusal: MarketRefusal,
): MessageDescriptor {
  switch (refusal.code) {
    case 'LISTING_CLOSED':
      return msg`This listing was bought or cancelled meanwhile. Nothing was signed.`
    case 'SELF_TRADE':
      return msg`This is your own listing: the indexer refuses a trade with yourself.`
    default: {
      const unknown: never = refusal
      throw new Error(`unknown refusal ${JSON.stringify(unknown)}`)
    }
  }
}
