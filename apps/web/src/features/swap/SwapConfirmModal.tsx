import { getWalletDogeCosts } from '@drc20/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { Alert, Stack } from '@mantine/core'
import { useAtomValue, useSetAtom } from 'jotai'
import { useFormatters } from '../../i18n/useFormatters'
import { activityEntriesAtom } from '../../lib/activity/activityAtoms'
import { confirmStatus } from '../../lib/submit/createSubmitFlow'
import { submitFlowErrorMessage } from '../../lib/submit/submitFlowErrorMessage'
import { useTickSafety } from '../../lib/tokenSafety/useTickSafety'
import { ConfirmModal } from '../../ui/ConfirmModal'
import { ResultDialog } from '../../ui/ResultDialog'
import type { ReviewRow } from '../../ui/ReviewTable'
import { getDogeCostsProps } from '../../ui/walletDogeCosts'
import { indexerErrorMessage } from '../activity/indexerErrorMessage'
import { isRiskBlocked, TokenRiskSteps } from '../tokenSafety/TokenRiskSteps'
import { getTokenOptionName } from '../tokens/TokenSelect'
import { swapIssueMessage } from './messages'
import { type PendingSwap, swapFlow } from './swapFlow'

/**
 * Confirm swap: exactly what will be signed (the frozen payload, in human
 * form and raw), every DOGE the wallet pays and the net DOGE change; then
 * waiting for the wallet → the result (tx hash, explorer link, indexer
 * status). A wallet rejection returns here silently.
 */
export function SwapConfirmModal({
  onSubmitted,
}: {
  /** Called once the wallet has submitted (the form clears its amount). */
  readonly onSubmitted?: () => void
}) {
  const { t, i18n } = useLingui()
  const flow = useAtomValue(swapFlow.stateAtom)
  const close = useSetAtom(swapFlow.closeAtom)
  const confirm = useSetAtom(swapFlow.confirmAtom)
  const reset = useSetAtom(swapFlow.resetAtom)
  const pending = flow.pending
  const rows = useSwapRows(pending)
  const ticks = pending ? [pending.input.tick, pending.output.tick] : []
  const safety = useTickSafety(ticks)
  // Also while a verified flag loads: its risk step may yet be asked.
  const blocked = isRiskBlocked(safety)
  const submitted = flow.status === 'submitted' || flow.status === 'failed'
  const reconfirm = pending?.priceMoved || pending?.expired
  if (submitted && pending && flow.txHash)
    return <SwapResult txHash={flow.txHash} onClose={close} />
  return (
    <ConfirmModal
      opened={pending !== undefined}
      onClose={close}
      title={flow.status === 'failed' ? t`Swap failed` : t`Confirm swap`}
      rows={rows}
      payload={pending?.payload}
      dogeCosts={
        pending ? getSwapDogeCosts(pending, i18n._.bind(i18n)) : undefined
      }
      onConfirm={async () => {
        if (blocked) return
        // After a wallet failure, the same frozen payload is tried again.
        if (flow.status === 'failed') reset()
        if ((await confirm()) === 'submitted') onSubmitted?.()
      }}
      confirmDisabled={blocked}
      confirmLabel={reconfirm ? t`Confirm new price` : t`Confirm swap`}
      status={confirmStatus(flow.status)}
      error={
        flow.error
          ? i18n._(
              submitFlowErrorMessage(flow.error, (issue) =>
                swapIssueMessage(issue, ''),
              ),
            )
          : undefined
      }
    >
      {pending ? (
        <Stack gap="sm">
          <TokenRiskSteps safety={safety} showChecking />
          {pending.priceMoved && (
            <Alert color="yellow" role="alert" title={t`The price moved`}>
              <Trans>
                The pool changed since your quote: the minimum you signed for
                would not be met and the indexer would fail the swap. Review the
                new amounts below and confirm again.
              </Trans>
            </Alert>
          )}
          {pending.expired && (
            <Alert color="yellow" role="alert" title={t`The quote expired`}>
              <Trans>
                The quote was older than your transaction deadline. The amounts
                below are refreshed: confirm again.
              </Trans>
            </Alert>
          )}
        </Stack>
      ) : null}
    </ConfirmModal>
  )
}

/** The DOGE the wallet pays for the frozen payload (and a DOGE output, net). */
function getSwapDogeCosts(
  pending: PendingSwap,
  translate: Parameters<typeof getDogeCostsProps>[1],
) {
  const costs = getWalletDogeCosts({
    payload: pending.payload,
    dogeOut: pending.output.doge === true ? pending.quote.amountOut : undefined,
  })
  return costs.isOk()
    ? getDogeCostsProps(costs.value, translate, 'swap-doge-costs')
    : undefined
}

function useSwapRows(pending: PendingSwap | undefined): ReviewRow[] {
  const { t } = useLingui()
  const format = useFormatters()
  if (pending === undefined) return []
  const { payload, quote } = pending
  const inName = getTokenOptionName(pending.input)
  const outName = getTokenOptionName(pending.output)
  const doge = payload.doge === 1
  const rows: ReviewRow[] = []
  if (payload.p === 'pair-v2')
    rows.push({ label: t`Pool (pair_id)`, value: payload.pair_id })
  rows.push({
    label: t`You pay (tick0, amt0)`,
    value: `${format.amount(quote.amountIn)} ${inName}`,
    emphasis: true,
  })
  if (payload.p === 'pair-v1')
    rows.push({
      label: t`Expected output (tick1, amt1)`,
      value: `${format.amount(quote.amountOut)} ${outName}`,
    })
  rows.push(
    {
      label: t`Minimum received (amt1_min)`,
      value: `${format.amount(quote.minimumAmountOut)} ${outName}`,
      emphasis: true,
    },
    { label: t`Native DOGE (doge)`, value: doge ? t`Yes (1)` : t`No (0)` },
    {
      label: t`Provider fee (0.3%)`,
      value: `${format.amount(quote.fee)} ${inName}`,
    },
  )
  if (pending.dogeOutputs && pending.dogeOutputs.overpay > 0n)
    rows.push({
      label: t`Custody output (read by the indexer as the amount)`,
      value: `${format.amount(pending.dogeOutputs.custodyOutput)} DOGE`,
    })
  return rows
}

function SwapResult({
  txHash,
  onClose,
}: {
  readonly txHash: string
  readonly onClose: () => void
}) {
  const { t, i18n } = useLingui()
  const entries = useAtomValue(activityEntriesAtom)
  // The header's activity menu reconciles the journal on every block.
  const entry = entries.find((e) => e.txHash === txHash)
  const status = entry?.status
  return (
    <ResultDialog
      opened
      onClose={onClose}
      title={t`Swap submitted`}
      outcome={
        status === 'completed'
          ? 'completed'
          : status === 'failed'
            ? 'failed'
            : 'pending'
      }
      txHash={txHash}
      summary={
        <span data-testid="swap-indexer-status">
          {status === 'completed' ? (
            <Trans>The swap is settled.</Trans>
          ) : status === 'failed' ? (
            <Trans>
              The indexer failed the swap:{' '}
              {entry?.errorCode
                ? i18n._(indexerErrorMessage(entry.errorCode))
                : (entry?.errInfo ?? '')}
            </Trans>
          ) : (
            <Trans>Waiting for the swap to be indexed…</Trans>
          )}
        </span>
      }
    />
  )
}
