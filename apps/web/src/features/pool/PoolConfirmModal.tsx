import { useLingui } from '@lingui/react/macro'
import { Stack } from '@mantine/core'
import { useAtomValue, useSetAtom } from 'jotai'
import type { ReactNode } from 'react'
import { useTradingGate } from '../../lib/query/useBlockPoll'
import { confirmStatus } from '../../lib/submit/createSubmitFlow'
import { submitFlowErrorMessage } from '../../lib/submit/submitFlowErrorMessage'
import { useTickSafety } from '../../lib/tokenSafety/useTickSafety'
import { ConfirmModal } from '../../ui/ConfirmModal'
import { ResultDialog } from '../../ui/ResultDialog'
import { getDogeCostsProps } from '../../ui/walletDogeCosts'
import { isRiskBlocked, TokenRiskSteps } from '../tokenSafety/TokenRiskSteps'
import { describePayload } from './describePayload'
import { poolFlow } from './poolFlow'
import { usePoolFormat } from './usePoolFormat'

type PoolConfirmModalProps = {
  readonly title: string
  /** "Confirm supply": what Confirm says. */
  readonly confirmLabel: string
  /** Previews and warnings shown above the payload, frozen with it. */
  readonly children?: ReactNode
  /**
   * The pool moved since the payload was frozen: the form would sign other
   * amounts now. Confirm is disabled until the user reviews them.
   */
  readonly priceMoved?: boolean
  /** Freezes the form's current payload instead. */
  readonly onReviewAgain?: () => void
  /** Called once the wallet has submitted (to clear the form). */
  readonly onSubmitted?: () => void
}

/**
 * The last step, open while the pool flow holds an operation: the kit's
 * ConfirmModal with the payload frozen when it opened (in human form and
 * raw), what it costs in DOGE, the tokens' risk step and "price moved:
 * review again"; then the kit's ResultDialog with the transaction. A
 * rejection in the wallet silently returns here.
 */
export function PoolConfirmModal({
  title,
  confirmLabel,
  children,
  priceMoved = false,
  onReviewAgain,
  onSubmitted,
}: PoolConfirmModalProps) {
  const { i18n, t } = useLingui()
  const format = usePoolFormat()
  const flow = useAtomValue(poolFlow.stateAtom)
  const confirm = useSetAtom(poolFlow.confirmAtom)
  const close = useSetAtom(poolFlow.closeAtom)
  const reset = useSetAtom(poolFlow.resetAtom)
  const { paused } = useTradingGate()
  const payload = flow.pending?.payload
  const ticks = payload
    ? 'tick0' in payload
      ? [payload.tick0, payload.tick1]
      : [payload.tick0_id, payload.tick1_id]
    : []
  const safety = useTickSafety(ticks)
  // Also while a verified flag loads: its risk step may yet be asked.
  const blocked = isRiskBlocked(safety)
  if (flow.status === 'submitted' && flow.txHash)
    return (
      <ResultDialog
        opened
        onClose={close}
        outcome="pending"
        title={t`Submitted`}
        summary={flow.pending ? i18n._(flow.pending.description) : undefined}
        txHash={flow.txHash}
      />
    )
  const rows = payload
    ? describePayload(payload, format.amount).map((row) => ({
        label: i18n._(row.label),
        value: typeof row.value === 'string' ? row.value : i18n._(row.value),
        testId: `pool-payload-${row.field}`,
      }))
    : []
  const costs = flow.pending?.dogeCosts
  return (
    <ConfirmModal
      opened={flow.pending !== undefined}
      onClose={close}
      title={title}
      rows={rows}
      payload={payload}
      dogeCosts={
        costs
          ? getDogeCostsProps(costs, (m) => i18n._(m), 'pool-doge-costs')
          : undefined
      }
      priceMoved={priceMoved}
      onReviewAgain={onReviewAgain}
      confirmLabel={confirmLabel}
      confirmDisabled={blocked || paused}
      onConfirm={async () => {
        if (flow.status === 'failed') reset()
        if ((await confirm()) === 'submitted') onSubmitted?.()
      }}
      status={confirmStatus(flow.status)}
      error={
        flow.error
          ? i18n._(submitFlowErrorMessage(flow.error, (issue: never) => issue))
          : paused
            ? t`Trading is paused while the indexer catches up with the chain.`
            : undefined
      }
    >
      <Stack gap="sm">
        <TokenRiskSteps safety={safety} showChecking />
        {children}
      </Stack>
    </ConfirmModal>
  )
}
