import { useLingui } from '@lingui/react/macro'
import { useAtomValue, useSetAtom } from 'jotai'
import { useFormatters } from '../../../i18n/useFormatters'
import { confirmStatus } from '../../../lib/submit/createSubmitFlow'
import { submitFlowErrorMessage } from '../../../lib/submit/submitFlowErrorMessage'
import { ConfirmModal } from '../../../ui/ConfirmModal'
import { FlowResultDialog } from '../FlowResultDialog'
import { getUploadPaymentRequest, uploadPaymentFlow } from './uploadFlow'
import { uploadPaymentRefusalMessage } from './uploadMessages'

/**
 * Confirms an upload order's payment with the kit's ConfirmModal (the
 * order's figures, the payment request raw, every DOGE the wallet pays and
 * the net change), then the result of the submission.
 */
export function UploadPaymentModal() {
  const { t, i18n } = useLingui()
  const format = useFormatters()
  const state = useAtomValue(uploadPaymentFlow.stateAtom)
  const close = useSetAtom(uploadPaymentFlow.closeAtom)
  const confirm = useSetAtom(uploadPaymentFlow.confirmAtom)
  const reset = useSetAtom(uploadPaymentFlow.resetAtom)
  const pending = state.pending
  const error = state.error
    ? i18n._(submitFlowErrorMessage(state.error, uploadPaymentRefusalMessage))
    : undefined
  const confirming =
    state.status === 'INIT' ||
    state.status === 'checking' ||
    state.status === 'awaiting-wallet'
  const doge = (raw: bigint) => `${format.amount(raw)} DOGE`
  const order = pending?.order
  return (
    <>
      <ConfirmModal
        opened={pending !== undefined && confirming}
        onClose={close}
        title={t`Pay the upload order`}
        rows={
          order
            ? [
                { label: t`Order`, value: order.orderId },
                { label: t`Payment type`, value: 'DOGE' },
                {
                  label: t`Fee level`,
                  value:
                    order.feeType === 'priority' ? t`Priority` : t`Economy`,
                },
                {
                  label: t`Files`,
                  value: format.integer(order.fileCount),
                },
                {
                  label: t`Total size`,
                  value: t`${format.integer(order.totalSize)} bytes`,
                },
                {
                  label: t`Inscription fee`,
                  value: doge(order.serviceFee - order.ogDiscount),
                  ...(order.ogDiscount > 0n
                    ? {
                        hint: t`OG discount ${doge(order.ogDiscount)} included`,
                      }
                    : {}),
                  testId: 'confirm-upload-service',
                },
                {
                  label: t`Network fee (inscriptions)`,
                  value: doge(order.networkFee),
                  testId: 'confirm-upload-network',
                },
                {
                  label: t`Amount to pay`,
                  value: doge(order.amount),
                  emphasis: true,
                  testId: 'confirm-upload-amount',
                },
                { label: t`Order address`, value: order.payAddress },
                {
                  label: t`Postage back with the files`,
                  value: `+${doge(pending?.costs.postageToReceiver ?? 0n)}`,
                  hint: t`0.001 DOGE with each inscribed file, to your address, paid by the service`,
                  testId: 'confirm-upload-postage',
                },
              ]
            : []
        }
        payload={pending ? getUploadPaymentRequest(pending) : undefined}
        rawLabel={t`Raw payment request`}
        dogeCosts={
          pending
            ? {
                rows: [
                  {
                    label: t`Upload order payment`,
                    amount: pending.costs.orderPayment,
                    testId: 'confirm-costs-order',
                  },
                  {
                    label: t`Network fee of the payment (estimate)`,
                    amount: pending.costs.networkFee,
                    testId: 'confirm-costs-network',
                  },
                ],
                netChange: pending.costs.netChange,
                testId: 'confirm-costs',
              }
            : undefined
        }
        onConfirm={() => void confirm()}
        confirmLabel={t`Pay ${order ? doge(order.amount) : ''}`}
        status={confirmStatus(state.status)}
        error={error}
      />
      <FlowResultDialog
        state={state}
        error={error}
        onClose={close}
        onRetry={reset}
      />
    </>
  )
}
