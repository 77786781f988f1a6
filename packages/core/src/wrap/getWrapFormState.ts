import {
  type CustodyOutputs,
  type CustodyOutputsError,
  getCustodyOutputs,
} from '../custody/getCustodyOutputs.js'
import { withCustodyOutput } from '../custody/withCustodyOutput.js'
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

/** What both forms can say of their amount box and balance. */
type AmountFormIssue =
  /** The amount box does not hold an amount (`EMPTY` while blank). */
  | { readonly code: 'AMOUNT_TEXT'; readonly error: ParseUnitsError }
  /** Every rule passed but the balance is not known yet. */
  | { readonly code: 'LOADING_BALANCE' }

/** Why a wrap cannot be sent; the app maps each code to a message. */
export type WrapFormIssue =
  | AmountFormIssue
  | DepositError
  /** The wallet cannot pay outputs the indexer would accept (docs/protocol.md §7.2). */
  | { readonly code: 'CUSTODY_OUTPUT'; readonly error: CustodyOutputsError }

/** Why an unwrap cannot be sent. */
export type UnwrapFormIssue = AmountFormIssue | WithdrawError

export type WrapFormState = {
  /** "You pay amount + fee DOGE, you receive amount WDOGE". */
  readonly quote?: WrapQuote
  readonly networkFee?: bigint
  /**
   * The custody and fee outputs the wallet pays (core's float64 reading):
   * the amount and the fee below 2^26 DOGE.
   */
  readonly outputs?: CustodyOutputs
  /** amount + fee + network fee (+ any custody overpay), when known. */
  readonly required?: bigint
  /** The first failing rule; empty when the wrap can be sent. */
  readonly issues: readonly WrapFormIssue[]
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
  /** Whether the wallet lets the page set the custody output (devnet only). */
  readonly walletSetsOutputs?: boolean
}

/**
 * The wrap form (wdoge deposit): `quoteWrap`, the network fee of its
 * inscription, the outputs that pay it (`getCustodyOutputs`), and
 * `validateDeposit` (above the product floor, amount + wrap fee + network
 * fee, and any custody overpay, within the DOGE balance).
 */
export function getWrapFormState({
  text,
  separators,
  dogeBalance,
  feeRatePerKb,
  walletSetsOutputs = false,
}: GetWrapFormStateParameters): WrapFormState {
  const parsed = parseUnits(text, DOGE_DECIMALS, separators)
  if (parsed.isErr())
    return { issues: [{ code: 'AMOUNT_TEXT', error: parsed.error }] }
  const amount = parsed.value
  const built = createWdogeDepositPayload({ amt: amount })
  if (built.isErr()) return { issues: [{ code: 'INVALID_AMOUNT' }] }
  const quote = quoteWrap(amount)
  const networkFee = estimateInscriptionNetworkFee(built.value, feeRatePerKb)
  const outputs = getCustodyOutputs({ deposit: amount, walletSetsOutputs })
  if (outputs.isErr())
    return {
      quote,
      networkFee,
      issues: [{ code: 'CUSTODY_OUTPUT', error: outputs.error }],
    }
  // At 2^26 DOGE and above the custody output can exceed the amount.
  const { overpay } = outputs.value
  const required = quote.totalDoge + networkFee + overpay
  const checked = validateDeposit({
    amount,
    // An unknown balance is checked once known (LOADING_BALANCE below).
    dogeBalance: (dogeBalance ?? required) - overpay,
    networkFeeEstimate: networkFee,
  })
  const base = { quote, networkFee, outputs: outputs.value, required }
  if (checked.isErr())
    return {
      ...base,
      issues: [
        checked.error.code === 'INSUFFICIENT_BALANCE'
          ? { code: 'INSUFFICIENT_BALANCE', required }
          : checked.error,
      ],
    }
  return {
    ...base,
    issues: dogeBalance === undefined ? [{ code: 'LOADING_BALANCE' }] : [],
    payload: withCustodyOutput(built.value, outputs.value),
  }
}

export type UnwrapFormState = {
  /** WDOGE burned = DOGE paid out by the operator (no indexer fee). */
  readonly amount?: bigint
  readonly issues: readonly UnwrapFormIssue[]
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
