import {
  type CustodyOutputs,
  type CustodyOutputsError,
  createWdogeDepositPayload,
  createWdogeWithdrawPayload,
  type DecimalSeparators,
  type DepositError,
  DOGE_DECIMALS,
  getCustodyOutputs,
  getInscriptionPayment,
  type InscriptionPayload,
  type ParseUnitsError,
  parseUnits,
  quoteWrap,
  serializePayload,
  utf8ByteLength,
  validateDeposit,
  validateWithdraw,
  type WdogeDepositPayload,
  type WdogeWithdrawPayload,
  type WithdrawError,
  type WrapQuote,
} from '@drc20/core'
import { withCustodyOutput } from '../wallet/custodyOutput'

/**
 * The network fee of one commit + reveal carrying `payload`, at
 * `feeRatePerKb` (core's reading: payload plus the 462-byte overhead,
 * rounded up). An estimate: the wallet picks the final fee.
 */
export function estimateNetworkFee(
  payload: InscriptionPayload,
  feeRatePerKb: bigint,
): bigint {
  return getInscriptionPayment({
    feeRatePerKb,
    sizeBytes: utf8ByteLength(serializePayload(payload)),
    inscriptionCount: 1,
    serviceFee: 0n,
    isOg: false,
  }).networkFee
}

export type DepositFormState = {
  readonly inputError?: ParseUnitsError
  /** "You pay amount + fee DOGE, you receive amount WDOGE". */
  readonly quote?: WrapQuote
  readonly networkFee?: bigint
  readonly error?: DepositError
  /** amount + fee + network fee (+ any custody overpay), when known. */
  readonly required?: bigint
  /**
   * The custody and fee outputs the wallet pays (core's float64 reading):
   * the amount and the fee below 2^26 DOGE.
   */
  readonly outputs?: CustodyOutputs
  /** The wallet cannot pay outputs the indexer would accept. */
  readonly custodyError?: CustodyOutputsError
  /** Set when the wrap can be sent (with `custody_output` when needed). */
  readonly payload?: WdogeDepositPayload
}

/** Reads the wrap form: core's quote and rules, the payload to sign. */
export function getDepositFormState({
  text,
  separators,
  dogeBalance,
  feeRatePerKb,
  walletSetsOutputs = false,
}: {
  readonly text: string
  /** The language's notation of `text`; `.` without grouping by default. */
  readonly separators?: DecimalSeparators
  /** Spendable DOGE (the wallet's confirmed balance); 0 when unknown. */
  readonly dogeBalance: bigint
  readonly feeRatePerKb: bigint
  /** Whether the wallet lets the page set the custody output (devnet only). */
  readonly walletSetsOutputs?: boolean
}): DepositFormState {
  const parsed = parseUnits(text, DOGE_DECIMALS, separators)
  if (parsed.isErr()) return { inputError: parsed.error }
  const amount = parsed.value
  const built = createWdogeDepositPayload({ amt: amount })
  if (built.isErr()) return { error: { code: 'INVALID_AMOUNT' } }
  const quote = quoteWrap(amount)
  const networkFee = estimateNetworkFee(built.value, feeRatePerKb)
  const outputs = getCustodyOutputs({ deposit: amount, walletSetsOutputs })
  if (outputs.isErr()) return { quote, networkFee, custodyError: outputs.error }
  // At 2^26 DOGE and above the custody output can exceed the amount.
  const overpay = outputs.value.overpay
  return validateDeposit({
    amount,
    dogeBalance: dogeBalance - overpay,
    networkFeeEstimate: networkFee,
  }).match<DepositFormState>(
    (valid) => ({
      quote,
      networkFee,
      outputs: outputs.value,
      required: valid.required + overpay,
      payload: withCustodyOutput(built.value, outputs.value),
    }),
    (error) => ({
      quote,
      networkFee,
      outputs: outputs.value,
      error,
      ...(error.code === 'INSUFFICIENT_BALANCE'
        ? { required: error.required + overpay }
        : {}),
    }),
  )
}

export type WithdrawFormState = {
  readonly inputError?: ParseUnitsError
  /** WDOGE burned = DOGE paid out by the operator (no indexer fee). */
  readonly amount?: bigint
  readonly error?: WithdrawError
  readonly payload?: WdogeWithdrawPayload
}

/** Reads the unwrap form with core's rules (≥ 1 WDOGE, ≤ balance). */
export function getWithdrawFormState({
  text,
  separators,
  wdogeBalance,
}: {
  readonly text: string
  readonly separators?: DecimalSeparators
  readonly wdogeBalance: bigint
}): WithdrawFormState {
  const parsed = parseUnits(text, DOGE_DECIMALS, separators)
  if (parsed.isErr()) return { inputError: parsed.error }
  const amount = parsed.value
  return validateWithdraw({ amount, wdogeBalance })
    .andThen((amt) =>
      createWdogeWithdrawPayload({ amt }).mapErr(
        (): WithdrawError => ({ code: 'INVALID_AMOUNT' }),
      ),
    )
    .match<WithdrawFormState>(
      (payload) => ({ amount, payload }),
      (error) => ({ amount, error }),
    )
}
