import type { UploadOrder } from '@drc20/api'
import type { UploadPaymentCosts } from '@drc20/core'
import type { MessageDescriptor } from '@lingui/core'
import { uploadOrderQueryOptions } from '../../../lib/query/uploadQueries'
import type { AppServices } from '../../../lib/services'
import {
  createSubmitFlow,
  type SubmitRecheck,
} from '../../../lib/submit/createSubmitFlow'

/** The payment of an upload order, frozen when its confirmation opened. */
export type PendingUploadPayment = {
  /** The order as the service created it: `amount` to `payAddress`. */
  readonly order: UploadOrder
  /** Base units per kB, given to the wallet for the payment. */
  readonly feeRatePerKb: bigint
  /** What the wallet pays, shown in the confirmation. */
  readonly costs: UploadPaymentCosts
  /** Values already formatted. */
  readonly description: MessageDescriptor
}

/** Why a payment is not sent after the last look at the order. */
export type UploadPaymentRefusal =
  /** The service no longer knows the order. */
  | { readonly code: 'ORDER_UNKNOWN' }
  /** Paid already, expired or refunding: paying again would lose DOGE. */
  | { readonly code: 'ORDER_NOT_PAYABLE'; readonly status: string }
  /** The amount or the address changed since the confirmation opened. */
  | { readonly code: 'ORDER_CHANGED' }

/**
 * The last look at the order before the wallet opens: still unpaid, with
 * the amount and the address the confirmation shows.
 */
async function recheckOrder(
  pending: PendingUploadPayment,
  services: AppServices,
): Promise<SubmitRecheck<PendingUploadPayment, UploadPaymentRefusal>> {
  const order = await services.queryClient.fetchQuery({
    ...uploadOrderQueryOptions(services.api, pending.order.orderId),
    staleTime: 0,
  })
  if (order === null)
    return { kind: 'refused', issue: { code: 'ORDER_UNKNOWN' } }
  if (order.status !== 'notpaid')
    return {
      kind: 'refused',
      issue: { code: 'ORDER_NOT_PAYABLE', status: order.status },
    }
  if (
    order.amount !== pending.order.amount ||
    order.payAddress !== pending.order.payAddress
  )
    return { kind: 'refused', issue: { code: 'ORDER_CHANGED' } }
  return { kind: 'sign' }
}

/**
 * The upload page's one submit flow: a plain DOGE payment of the order's
 * amount to its order address (docs/upload-service.md §5), journaled under
 * the `upload` protocol, which the activity tracker settles from the
 * service's order (found by this payment's tx hash).
 */
export const uploadPaymentFlow = createSubmitFlow<
  PendingUploadPayment,
  UploadPaymentRefusal
>({
  name: 'uploadPayment',
  recheck: recheckOrder,
  sign: (wallet, { order, feeRatePerKb }) =>
    wallet.sendDogecoin({
      toAddress: order.payAddress,
      amountRaw: order.amount,
      feeRatePerKbRaw: feeRatePerKb,
    }),
  protocol: () => 'upload',
  payload: getUploadPaymentRequest,
  describe: (pending) => pending.description,
  // Not priced by the pools: index lag does not pause it.
  pausable: false,
})

/** The payment as the wallet receives it (shown raw, journaled). */
export function getUploadPaymentRequest({
  order,
  feeRatePerKb,
}: PendingUploadPayment): Record<string, unknown> {
  return {
    order_id: order.orderId,
    to: order.payAddress,
    amount: order.amount.toString(),
    feeRate: Number(feeRatePerKb),
  }
}
