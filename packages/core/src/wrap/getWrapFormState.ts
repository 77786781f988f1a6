import { estimateInscriptionNetworkFee } from '../fees/estimateInscriptionNetworkFee.js'
import {
  createWdogeDepositPayload,
  createWdogeWithdrawPayload,
  type WdogeDepositPayload,
  type WdogeWithdrawPayload,
} from '../payloads/wdogePayloads.js'
import { DOGE_DECIMALS, TOKEN_DECIMALS } from '../units/constants.js'
import type { DecimalSeparators } from '../units/normalizeDecimalText.js'
import { type ParseUnitsError, parseUnits } from '../units/parseUnits.js'
import { type DepositError, validateDeposit } from './validateDeposit.js'
import { validateWithdraw, type WithdrawError } from './validateWithdraw.js'
import type { WrapQuote } from './wrapFee.js'
import { quoteWrap } from './wrapFee.js'

/** Why a wrap or unwrap cannot be sent; the app maps each code to a message. */
export type WrapFormIssue =
  /** The amount box does not hold an amount (`EMPTY` while blank). */
  | { readonly code: 'AMOUNT_TEXT'; readonly error: ParseUnitsError }
  /** Every rule passed but the balance is not known yet. */
  | { readonly code: 'LOADING_BALANCE' }

export type WrapFormState = {
  /** "You pay amount + fee DOGE, you receive amount WDOGE". */
  readonly quote?: WrapQuote
  readonly networkFee?: bigint
  /** amount + fee + network fee, when the amount is valid. */
  readonly required?: bigint
  /** The first failing rule; empty when the wrap can be sent. */
  readonly issues: readonly (WrapFormIssue | DepositError)[]
  readonly payload?: WdogeDepositPayload
}

export type GetWrapFormStateParameters = {
  readonly text: string
  /** The language's notation of `text`; `.` without grouping by default. */
  readonly separators?: DecimalSeparators
  /** Spendable DOGE (the wallet's confirmed balance); undefined while unknown. */
  readonly dogeBalance: bigint | undefined
  /** Network fee rate, base units per kB, for the estimate. */
  readonly feeRatePerKb: bigint
}

/**
 * The wrap form (wdoge deposit): `quoteWrap`, the network fee of its
 * inscription, and `validateDeposit` (above the product floor, amount +
 * wrap fee + network fee within the DOGE balance).
 */
export function getWrapFormState({
  text,
  separators,
  dogeBalance,
  feeRatePerKb,
}: GetWrapFormStateParameters): WrapFormState {
  const parsed = parseUnits(text, DOGE_DECIMALS, separators)
  if (parsed.isErr())
    return { issues: [{ code: 'AMOUNT_TEXT', error: parsed.error }] }
  const amount = parsed.value
  const built = createWdogeDepositPayload({ amt: amount })
  if (built.isErr()) return { issues: [{ code: 'INVALID_AMOUNT' }] }
  const quote = quoteWrap(amount)
  const networkFee = estimateInscriptionNetworkFee(built.value, feeRatePerKb)
  const required = quote.totalDoge + networkFee
  const checked = validateDeposit({
    amount,
    // An unknown balance is checked once known (LOADING_BALANCE below).
    dogeBalance: dogeBalance ?? required,
    networkFeeEstimate: networkFee,
  })
  if (checked.isErr())
    return { quote, networkFee, required, issues: [checked.error] }
  return {
    quote,
    networkFee,
    required,
    issues: dogeBalance === undefined ? [{ code: 'LOADING_BALANCE' }] : [],
    payload: built.value,
  }
}

export type UnwrapFormState = {
  /** WDOGE burned = DOGE paid out by the operator (no indexer fee). */
  readonly amount?: bigint
  readonly issues: readonly (WrapFormIssue | WithdrawError)[]
  readonly payload?: WdogeWithdrawPayload
}

export type GetUnwrapFormStateParameters = {
  readonly text: string
  readonly separators?: DecimalSeparators
  /** The indexed WDOGE balance; undefined while unknown. */
  readonly wdogeBalance: bigint | undefined
}

/** The unwrap form (wdoge withdraw): at least 1 WDOGE, within the balance. */
export function getUnwrapFormState({
  text,
  separators,
  wdogeBalance,
}: GetUnwrapFormStateParameters): UnwrapFormState {
  const parsed = parseUnits(text, TOKEN_DECIMALS, separators)
  if (parsed.isErr())
    return { issues: [{ code: 'AMOUNT_TEXT', error: parsed.error }] }
  const amount = parsed.value
  const checked = validateWithdraw({
    amount,
    wdogeBalance: wdogeBalance ?? amount,
  }).andThen((amt) =>
    createWdogeWithdrawPayload({ amt }).mapErr(
      (): WithdrawError => ({ code: 'INVALID_AMOUNT' }),
    ),
  )
  if (checked.isErr()) return { amount, issues: [checked.error] }
  return {
    amount,
    issues: wdogeBalance === undefined ? [{ code: 'LOADING_BALANCE' }] : [],
    payload: checked.value,
  }
}
