import { revealTick } from '@drc20/core'
import { useLingui } from '@lingui/react/macro'
import { Alert } from '@mantine/core'
import { useFormatters } from '../../i18n/useFormatters'
import { submitFlowErrorMessage } from '../../lib/submit/submitFlowErrorMessage'
import { useConfirmFlow } from '../../lib/submit/useConfirmFlow'
import { ConfirmModal } from '../../ui/ConfirmModal'
import type { ReviewRow } from '../../ui/ReviewTable'
import { useWalletDogeCosts } from '../../ui/walletDogeCosts'
import { claimErrorMessage } from './messages'
import { type PendingStake, stakeFlow } from './stakeFlow'

/** The rows a stake, an unstake or a claim signs, exact. */
function useReviewRows(pending: PendingStake | undefined): ReviewRow[] {
  const { t } = useLingui()
  const format = useFormatters()
  if (!pending) return []
  const tick = revealTick(pending.tick)
  if (pending.kind === 'claim')
    return [
      { label: t`Pool (tick)`, value: tick },
      {
        label: t`Owed (reward − received)`,
        value: `${format.amount(pending.owed)} UNIX`,
      },
      ...Object.entries(pending.payouts).map(
        ([payoutTick, amount]): ReviewRow => ({
          label: t`You receive`,
          value: `${format.amount(amount)} ${revealTick(payoutTick)}`,
          emphasis: true,
          testId: `claim-payout-${payoutTick}`,
        }),
      ),
    ]
  return [
    { label: t`Pool (tick)`, value: tick },
    {
      label:
        pending.kind === 'stake' ? t`You stake (amt)` : t`You unstake (amt)`,
      value: `${format.amount(pending.amount)} ${tick}`,
      emphasis: true,
      testId: 'stake-amount',
    },
    {
      label: t`Lock`,
      value: t`None: unstake at any time`,
    },
  ]
}

/**
 * The stake page's confirmation: exactly what is signed, the DOGE the
 * wallet pays, then the wallet and the outcome.
 */
export function StakeConfirmModal() {
  const { t, i18n } = useLingui()
  const format = useFormatters()
  const {
    state: flow,
    pending,
    close,
    status,
    onConfirm,
  } = useConfirmFlow(stakeFlow)
  const rows = useReviewRows(pending)
  const dogeCosts = useWalletDogeCosts(pending?.payload, 'stake-doge-costs')
  const title =
    pending?.kind === 'claim'
      ? t`Confirm claim`
      : pending?.kind === 'unstake'
        ? t`Confirm unstake`
        : t`Confirm stake`
  return (
    <ConfirmModal
      opened={pending !== undefined}
      onClose={close}
      title={title}
      rows={rows}
      payload={pending?.payload}
      dogeCosts={dogeCosts}
      onConfirm={onConfirm}
      confirmLabel={
        pending?.kind === 'claim'
          ? t`Claim all`
          : pending?.kind === 'unstake'
            ? t`Unstake`
            : t`Stake`
      }
      status={status}
      error={
        flow.error
          ? `${t`Stake failed`}: ${i18n._(
              submitFlowErrorMessage(flow.error, claimErrorMessage),
            )}`
          : undefined
      }
    >
      {pending?.kind === 'claim' && pending.changed ? (
        <Alert color="yellow" role="alert" title={t`The payouts changed`}>
          {t`The reward pool changed since you opened this: review the new payouts, then confirm again. Owed ${format.amount(pending.owed)} UNIX.`}
        </Alert>
      ) : null}
    </ConfirmModal>
  )
}
