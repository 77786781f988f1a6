import { useLingui } from '@lingui/react/macro'
import { notifications } from '@mantine/notifications'
import { useAtomValue, useSetAtom } from 'jotai'
import { submitFlowErrorMessage } from '../../lib/submit/submitFlowErrorMessage'
import { ConfirmModal } from '../../ui/ConfirmModal'
import { useServiceDogeCosts } from '../../ui/useServiceDogeCosts'
import { boxFlow } from './boxFlow'

/** The launchpad's confirmation: the box payload, its DOGE, the wallet. */
export function BoxConfirmModal({
  onSubmitted,
}: {
  readonly onSubmitted?: () => void
}) {
  const { t, i18n } = useLingui()
  const flow = useAtomValue(boxFlow.stateAtom)
  const close = useSetAtom(boxFlow.closeAtom)
  const confirm = useSetAtom(boxFlow.confirmAtom)
  const pending = flow.pending
  const dogeCosts = useServiceDogeCosts(pending?.costs, 'box-doge-costs')
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
      onConfirm={async () => {
        const description = pending?.description
        if ((await confirm()) !== 'submitted') return
        notifications.show({
          color: 'blue',
          title: t`Submitted`,
          message: description ? i18n._(description) : '',
        })
        close()
        onSubmitted?.()
      }}
      confirmLabel={deploy ? t`Deploy` : t`Contribute`}
      status={
        flow.status === 'checking' || flow.status === 'awaiting-wallet'
          ? flow.status
          : 'idle'
      }
      error={
        flow.error
          ? i18n._(submitFlowErrorMessage(flow.error, (issue: never) => issue))
          : undefined
      }
    />
  )
}
