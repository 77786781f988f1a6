import { estimatePaymentNetworkFee } from '../fees/estimatePaymentNetworkFee.js'
import { INSCRIPTION_OUTPUT_VALUE } from '../payloads/mintRepeat.js'

/** What paying an upload order takes from the wallet. */
export type UploadPaymentCosts = {
  /** The order's amount, paid to its order address. */
  readonly orderPayment: bigint
  /** The payment's own network fee at the rate given to the wallet. */
  readonly networkFee: bigint
  /** `−(orderPayment + networkFee)`: the DOGE balance's change on payment. */
  readonly netChange: bigint
  /**
   * The postage each inscribed file carries to the receive address (its
   * reveal's out0, 0.001 DOGE, docs/upload-service.md §5), in all.
   */
  readonly postageToReceiver: bigint
}

/**
 * The DOGE an upload order's payment costs: the order's `amount` (service
 * fee after any OG discount, plus the service's network fee for the
 * inscriptions, docs/upload-service.md §4) and the payment's network fee,
 * `estimatePaymentNetworkFee(feeRatePerKb)` (the wallet's one-input size
 * estimate, docs/wallet.md §3.3).
 *
 * @example getUploadPaymentCosts({ amount: 2_500_000_000n, feeRatePerKb: 1_000_000n, fileCount: 25 }).netChange // -2_500_191_000n
 */
export function getUploadPaymentCosts({
  amount,
  feeRatePerKb,
  fileCount,
}: {
  readonly amount: bigint
  readonly feeRatePerKb: bigint
  readonly fileCount: number
}): UploadPaymentCosts {
  const networkFee = estimatePaymentNetworkFee(feeRatePerKb)
  return {
    orderPayment: amount,
    networkFee,
    netChange: -(amount + networkFee),
    postageToReceiver: INSCRIPTION_OUTPUT_VALUE * BigInt(fileCount),
  }
}
