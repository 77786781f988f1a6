import type { MessageDescriptor } from '@lingui/core'
import { useLingui } from '@lingui/react/macro'
import type { SubmitFlowState } from '../../lib/submit/createSubmitFlow'
import { ResultDialog } from '../../ui/ResultDialog'

/**
 * The result of an inscribe page's submission (a drc-20 inscription, an
 * upload order's payment) once the wallet answered: submitted with its
 * transaction, or failed with the reason and a Retry back to the
 * confirmation.
 */
export function FlowResultDialog<I>({
  state,
  error,
  onClose,
  onRetry,
}: {
  readonly state: SubmitFlowState<
    { readonly description: MessageDescriptor },
    I
  >
  /** The flow's error, translated. */
  readonly error: string | undefined
  readonly onClose: () => void
  readonly onRetry: () => void
}) {
  const { t, i18n } = useLingui()
  const { pending } = state
  const failed = state.status === 'failed'
  return (
    <ResultDialog
      opened={pending !== undefined && (state.status === 'submitted' || failed)}
      onClose={onClose}
      outcome={failed ? 'failed' : 'pending'}
      summary={pending ? i18n._(pending.description) : undefined}
      {...(state.txHash ? { txHash: state.txHash } : {})}
      error={error}
      {...(failed ? { onRetry } : {})}
      title={failed ? t`Failed` : t`Submitted`}
    />
  )
}
