import { err, ok, type Result } from 'neverthrow'
import {
  CURRENT_PROTOCOL,
  type ProtocolParams,
} from '../protocol/protocolParams.js'
import { wrapFee } from '../wrap/wrapFee.js'
import { getAcceptedDogeOutput } from './getAcceptedDogeOutput.js'

export type GetCustodyOutputsParameters = {
  /**
   * DOGE deposited, koinu: the wdoge deposit's `amt`, or the sum of the
   * WDOGE legs of a `doge: 1` pair reveal (docs/protocol.md §5.7).
   */
  readonly deposit: bigint
  /**
   * Whether the wallet lets the page set the output values. The real
   * extension's methods take only the payload and pay exactly the deposit
   * and fee (docs/wallet.md §3.4); only the simulated wallet takes
   * explicit outputs.
   */
  readonly walletSetsOutputs: boolean
  readonly params?: ProtocolParams
}

export type CustodyOutputs = {
  /** WDOGE minted to the actor: exactly the deposit. */
  readonly deposit: bigint
  /** The wrap fee on the whole deposit: `max(D × 3 // 1000, 50,000,000)`. */
  readonly fee: bigint
  /** out1, to the custody address: the smallest value read as ≥ deposit. */
  readonly custodyOutput: bigint
  /** out2, to the WDOGE fee address: the smallest value read as ≥ fee. */
  readonly feeOutput: bigint
  /** custodyOutput + feeOutput: the DOGE the two outputs take. */
  readonly totalDoge: bigint
  /** custodyOutput + feeOutput − deposit − fee: lost to the float reading. */
  readonly overpay: bigint
}

export type CustodyOutputsError =
  | { readonly code: 'INVALID_AMOUNT' }
  /** No output value is read as large enough (above about 2^63 koinu). */
  | { readonly code: 'OUTPUT_UNREADABLE' }
  /**
   * The wallet pays exactly the deposit (or fee), which the indexer reads
   * one or more units short: it would ignore the reveal, keep the DOGE and
   * mint nothing. Only at 2^26 DOGE and above.
   */
  | {
      readonly code: 'WALLET_CANNOT_PAY_CUSTODY_OUTPUT'
      readonly custodyOutput: bigint
      readonly feeOutput: bigint
    }

/**
 * The two DOGE outputs of a wdoge deposit or a `doge: 1` pair reveal
 * (docs/protocol.md §5.7, §7.2): the indexer reads each output as
 * `ceil(float64(DOGE) × 10^8)` and ignores the whole reveal unless
 * out1 ≥ D and out2 ≥ fee. Each output is the smallest value whose reading
 * passes (`getAcceptedDogeOutput`): equal to D and fee below 2^26 DOGE,
 * a few koinu more at and above it. With a wallet that sets the outputs
 * itself such sizes are refused (`WALLET_CANNOT_PAY_CUSTODY_OUTPUT`).
 *
 * @example getCustodyOutputs({ deposit: 100_000_000n, walletSetsOutputs: false })
 * // ok({ deposit: 100_000_000n, fee: 50_000_000n, custodyOutput: 100_000_000n, feeOutput: 50_000_000n, totalDoge: 150_000_000n, overpay: 0n })
 */
export function getCustodyOutputs({
  deposit,
  walletSetsOutputs,
  params = CURRENT_PROTOCOL,
}: GetCustodyOutputsParameters): Result<CustodyOutputs, CustodyOutputsError> {
  if (deposit <= 0n) return err({ code: 'INVALID_AMOUNT' })
  const fee = wrapFee(deposit, params)
  const custody = getAcceptedDogeOutput(deposit)
  const feeOut = getAcceptedDogeOutput(fee)
  if (custody.isErr() || feeOut.isErr())
    return err({ code: 'OUTPUT_UNREADABLE' })
  const custodyOutput = custody.value
  const feeOutput = feeOut.value
  if (!walletSetsOutputs && (custodyOutput !== deposit || feeOutput !== fee))
    return err({
      code: 'WALLET_CANNOT_PAY_CUSTODY_OUTPUT',
      custodyOutput,
      feeOutput,
    })
  const totalDoge = custodyOutput + feeOutput
  return ok({
    deposit,
    fee,
    custodyOutput,
    feeOutput,
    totalDoge,
    overpay: totalDoge - deposit - fee,
  })
}
