import { err, ok, type Result } from 'neverthrow'
import { assert } from '../errors/assert.js'
import type { DogecoinNetwork } from '../identifiers/dogecoinNetwork.js'
import {
  type AddressError,
  validateDogecoinAddress,
} from '../identifiers/validateDogecoinAddress.js'
import type { DecimalSeparators } from '../units/normalizeDecimalText.js'
import type { FormIssue } from './formIssues.js'
import {
  type AmountFieldIssueCode,
  parseAmountField,
} from './parseAmountField.js'

/** Transfer form issue codes, with the spec's English text (docs/product.md §5). */
export type TransferFormIssueCode =
  /** 'Please typing address' */
  | 'ADDRESS_REQUIRED'
  /** The recipient is the sender (the indexer ignores it, docs/protocol.md §4.2). */
  | 'SELF_TRANSFER'
  /** 'Please typing transfer amount' */
  | 'AMOUNT_REQUIRED'
  | 'INSUFFICIENT_BALANCE'
  | AmountFieldIssueCode

/** One issue of the transfer form; `INVALID_ADDRESS` carries the address error code. */
export type TransferFormIssue =
  | FormIssue<'address' | 'amount', TransferFormIssueCode>
  | {
      readonly field: 'address'
      readonly code: 'INVALID_ADDRESS'
      /** Why the address failed (`BAD_CHECKSUM`, `WRONG_NETWORK`, …). */
      readonly reason: AddressError['code']
    }

/** Parameters of {@link validateTransferForm}. */
export type ValidateTransferFormParameters = {
  /** Recipient as typed; surrounding spaces are ignored. */
  readonly address: string
  /** Amount as typed, display units. */
  readonly amount: string
  /** Decimals of the token. Default 8. */
  readonly decimals?: number
  /** Spendable balance of the token, base units. */
  readonly balance: bigint
  /** The connected address, to refuse sending to oneself. */
  readonly senderAddress?: string
  /** Default livenet. */
  readonly network?: DogecoinNetwork
  /** The language's notation of `amount`; `.` without grouping by default. */
  readonly separators?: DecimalSeparators
}

/** A valid transfer form, ready for `createDrc20TransferPayload`. */
export type ValidTransferForm = {
  readonly address: string
  /** Base units. */
  readonly amt: bigint
}

/**
 * Validates the transfer form: a Dogecoin address of the current network
 * that is not the sender, and an amount `1 ≤ amt ≤ balance`. Total: never
 * throws.
 *
 * @example validateTransferForm({ address: 'DEm5…', amount: '1.5', balance: 200_000_000n })
 */
export function validateTransferForm({
  address,
  amount,
  decimals = 8,
  balance,
  senderAddress,
  network = 'livenet',
  separators,
}: ValidateTransferFormParameters): Result<
  ValidTransferForm,
  readonly TransferFormIssue[]
> {
  const issues: TransferFormIssue[] = []
  const trimmed = typeof address === 'string' ? address.trim() : ''
  const checked = validateDogecoinAddress(trimmed, network)
  if (trimmed === '') {
    issues.push({ field: 'address', code: 'ADDRESS_REQUIRED' })
  } else if (checked.isErr()) {
    issues.push({
      field: 'address',
      code: 'INVALID_ADDRESS',
      reason: checked.error.code,
    })
  } else if (senderAddress !== undefined && trimmed === senderAddress) {
    issues.push({ field: 'address', code: 'SELF_TRANSFER' })
  }
  const amt = parseAmountField(amount, decimals, 'AMOUNT_REQUIRED', separators)
  if (amt.isErr()) issues.push({ field: 'amount', code: amt.error })
  else if (amt.value > balance) {
    issues.push({ field: 'amount', code: 'INSUFFICIENT_BALANCE' })
  }
  if (issues.length > 0) return err(issues)
  assert(amt.isOk(), 'TRANSFER_FORM_STATE')
  return ok({ address: trimmed, amt: amt.value })
}
