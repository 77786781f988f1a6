import { useLingui } from '@lingui/react/macro'
import { useAtomValue, useSetAtom } from 'jotai'
import { useFormatters } from '../../i18n/useFormatters'
import { confirmStatus } from '../../lib/submit/createSubmitFlow'
import { submitFlowErrorMessage } from '../../lib/submit/submitFlowErrorMessage'
import { ConfirmModal } from '../../ui/ConfirmModal'
import type { DogeCostRow } from '../../ui/DogeCosts'
import type { ReviewRow } from '../../ui/ReviewTable'
import type { inscribeFlow, PendingDrc20 } from './drc20Flows'
import { FlowResultDialog } from './FlowResultDialog'
import { inscribeIssueMessage } from './messages'

/** The DOGE the wallet pays for a drc-20 inscription, as the kit lists it. */
export function useDrc20CostRows(
  costs: PendingDrc20['costs'] | undefined,
): DogeCostRow[] {
  const { t } = useLingui()
  if (!costs) return []
  const { breakdown } = costs
  return [
    {
      label: t`Inscription (postage on the inscription output)`,
      amount: breakdown.inscription,
      testId: 'cost-inscription',
    },
    {
      label: t`Network fee`,
      amount: breakdown.networkFee,
      testId: 'cost-network',
    },
    {
      label: t`Base fee (the wallet's service output)`,
      amount: breakdown.baseFee,
      testId: 'cost-base',
    },
    { label: t`Size fee`, amount: breakdown.sizeFee, testId: 'cost-size' },
  ]
}

/**
 * Confirm a drc-20 deploy, mint or transfer with the kit's ConfirmModal
 * (the frozen payload in human form and raw, the DOGE the wallet pays),
 * then the result of the submission.
 */
export function Drc20ConfirmModal({
  flow,
  title,
  confirmLabel,
  rows,
  onSubmitted,
}: {
  readonly flow: typeof inscribeFlow
  readonly title: string
  readonly confirmLabel: string
  readonly rows: (pending: PendingDrc20) => ReviewRow[]
  readonly onSubmitted?: () => void
}) {
  const { i18n } = useLingui()
  const { amount, separators } = useFormatters()
  const state = useAtomValue(flow.stateAtom)
  const close = useSetAtom(flow.closeAtom)
  const confirm = useSetAtom(flow.confirmAtom)
  const reset = useSetAtom(flow.resetAtom)
  const pending = state.pending
  const costRows = useDrc20CostRows(pending?.costs)
  const error = state.error
    ? i18n._(
        submitFlowErrorMessage(state.error, (issue) =>
          inscribeIssueMessage(issue, amount, separators.decimalSeparator),
        ),
      )
    : undefined
  const confirming =
    state.status === 'INIT' ||
    state.status === 'checking' ||
    state.status === 'awaiting-wallet'
  return (
    <>
      <ConfirmModal
        opened={pending !== undefined && confirming}
        onClose={close}
        title={title}
        rows={pending ? rows(pending) : []}
        payload={pending?.payload}
        dogeCosts={
          pending
            ? {
                rows: costRows,
                netChange: pending.costs.netChange,
                testId: 'confirm-costs',
              }
            : undefined
        }
        onConfirm={async () => {
          if ((await confirm()) === 'submitted') onSubmitted?.()
        }}
        confirmLabel={confirmLabel}
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
