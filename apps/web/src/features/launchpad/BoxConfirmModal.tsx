import { useLingui } from '@lingui/react/macro'
import { submitFlowErrorMessage } from '../../lib/submit/submitFlowErrorMessage'
import { useConfirmFlow } from '../../lib/submit/useConfirmFlow'
import { ConfirmModal } from '../../ui/ConfirmModal'
import { useWalletDogeCosts } from '../../ui/walletDogeCosts'
import { boxFlow } from './boxFlow'

/** The launchpad's confirmation: the box payload, its DOGE, the wallet. */
export function BoxConfirmModal({
  onSubmitted,
}: {
  readonly onSubmitted?: () => void
}) {
  const { t, i18n } = useLingui()
  const {
    state: flow,
    pending,
    close,
    status,
    onConfirm,
  } = useConfirmFlow(boxFlow, onSubmitted)
  const dogeCosts = useWalletDogeCosts(pending?.payload, 'box-doge-costs')
  const deploy = pending?.kind === 'deploy'
  return (
    <ConfirmModal
      opened={pending !== undefined}
      onClose={close}
      title={deploy ? t`Confirm box deploy` : t`Confirm contribution`}
      rows={(pending?.rows ?? []).map((row) => ({
        label: i18n._(row.label),
        value: row.value,
        testId: row.testId,
      }))}
      payload={pending?.payload}
      dogeCosts={dogeCosts}
      onConfirm={onConfirm}
      confirmLabel={deploy ? t`Deploy` : t`Contribute`}
      status={status}
      error={
        flow.error
          ? i18n._(submitFlowErrorMessage(flow.error, (issue: never) => issue))
          : undefined
      }
    />
  )
}
