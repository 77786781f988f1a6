import { getRatio, revealTick, WDOGE_TICK } from '@drc20/core'
import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Alert, Button, Text } from '@mantine/core'
import { useAtomValue, useSetAtom } from 'jotai'
import { activityEntriesAtom } from '../../lib/activity/activityAtoms'
import { confirmStatus } from '../../lib/submit/createSubmitFlow'
import { submitFlowErrorMessage } from '../../lib/submit/submitFlowErrorMessage'
import { ConfirmModal } from '../../ui/ConfirmModal'
import { ResultDialog } from '../../ui/ResultDialog'
import type { ReviewRow } from '../../ui/ReviewTable'
import { getDogeCostsProps } from './dogeCostRows'
import {
  currentFill,
  marketFlow,
  nextTrade,
  type PendingMarketOperation,
} from './marketFlow'
import { marketFailureMessage, marketRefusalMessage } from './messages'
import { useDogeCostLabels } from './useDogeCostLabels'
import { type MarketFormat, useMarketFormat } from './useMarketFormat'

/**
 * The market's confirmations (confirm buy, confirm listed, confirm bid,
 * confirm cancel): exactly what will be signed, with the wire ticks
 * revealed, every DOGE output and the net change; the re-check before
 * signing; then the send result, which follows the indexer and offers the
 * next trade of a multi-listing buy.
 */
export function MarketConfirm() {
  const { i18n } = useLingui()
  const format = useMarketFormat()
  const labels = useDogeCostLabels()
  const flow = useAtomValue(marketFlow.stateAtom)
  const open = useSetAtom(marketFlow.openAtom)
  const close = useSetAtom(marketFlow.closeAtom)
  const confirm = useSetAtom(marketFlow.confirmAtom)
  const reset = useSetAtom(marketFlow.resetAtom)
  const entries = useAtomValue(activityEntriesAtom)
  const pending = flow.pending
  if (pending === undefined) return null
  const done = flow.status === 'submitted' || flow.status === 'failed'
  const entry = flow.txHash
    ? entries.find((e) => e.txHash === flow.txHash)
    : undefined
  const next = pending.kind === 'trade' ? nextTrade(pending) : undefined
  const error = flow.error
    ? i18n._(submitFlowErrorMessage(flow.error, marketRefusalMessage))
    : undefined

  if (done) {
    const outcome =
      flow.status === 'failed' || entry?.status === 'failed'
        ? 'failed'
        : entry?.status === 'completed'
          ? 'completed'
          : 'pending'
    const failure =
      entry?.status === 'failed'
        ? pending.kind === 'trade' && entry.errorCode === 'ZERO_OUTPUT'
          ? i18n._(marketFailureMessage('LISTING_TAKEN'))
          : entry.errorCode
            ? i18n._(marketFailureMessage(entry.errorCode))
            : (entry.errInfo ?? undefined)
        : error
    return (
      <ResultDialog
        opened
        onClose={close}
        outcome={outcome}
        summary={i18n._(pending.description)}
        txHash={flow.txHash}
        error={failure}
        onRetry={flow.status === 'failed' ? reset : undefined}
        actions={
          next && flow.status === 'submitted' ? (
            <Button variant="default" onClick={() => open(next)}>
              <Trans>
                Next: trade {next.index + 1} of {next.fills.length}
              </Trans>
            </Button>
          ) : null
        }
      />
    )
  }

  return (
    <ConfirmModal
      opened
      onClose={close}
      title={i18n._(titleOf(pending))}
      rows={rowsOf(pending, format, i18n)}
      payload={pending.payload}
      dogeCosts={getDogeCostsProps(
        [pending.costs],
        labels,
        'confirm-doge-costs',
      )}
      priceMoved={pending.priceMoved === true}
      onReviewAgain={() => open({ ...pending, priceMoved: undefined })}
      onConfirm={() => void confirm()}
      confirmLabel={i18n._(confirmLabelOf(pending))}
      status={confirmStatus(flow.status)}
      error={error}
    >
      {pending.kind === 'create' ? (
        <Alert color="orange" role="note">
          <Text size="sm">
            <Trans>
              Once listed, any address can cancel this listing and take what is
              left in escrow: the indexer does not check who cancels.
            </Trans>
          </Text>
        </Alert>
      ) : null}
      {pending.kind === 'trade' && pending.fills.length > 1 ? (
        <Text size="sm">
          <Trans>
            Trade {pending.index + 1} of {pending.fills.length}: each listing is
            its own inscription, confirmed one after the other.
          </Trans>
        </Text>
      ) : null}
      {pending.kind === 'trade' ? (
        <Text size="xs" c="dimmed">
          <Trans>
            If someone buys or cancels this listing before your trade is mined,
            the indexer fails it: you keep your payment and lose only the
            network fees.
          </Trans>
        </Text>
      ) : null}
    </ConfirmModal>
  )
}

function titleOf(pending: PendingMarketOperation): MessageDescriptor {
  switch (pending.kind) {
    case 'trade':
      return pending.side === 'buy' ? msg`Confirm buy` : msg`Confirm sell`
    case 'create':
      return pending.side === 'ask' ? msg`Confirm listed` : msg`Confirm bid`
    case 'cancel':
      return msg`Confirm cancel`
  }
}

function confirmLabelOf(pending: PendingMarketOperation): MessageDescriptor {
  switch (pending.kind) {
    case 'trade':
      return pending.side === 'buy' ? msg`Confirm buy` : msg`Confirm sell`
    case 'create':
      return pending.side === 'ask' ? msg`Confirm listing` : msg`Confirm bid`
    case 'cancel':
      return msg`Confirm cancel`
  }
}

function rowsOf(
  pending: PendingMarketOperation,
  format: MarketFormat,
  i18n: I18n,
): ReviewRow[] {
  if (pending.kind === 'trade') {
    const fill = currentFill(pending)
    const { entry } = fill
    const paid = revealTick(entry.tick1)
    const got = revealTick(entry.tick0)
    const unit = getRatio(entry.amount1, entry.amount0)
    return [
      {
        label: i18n._(msg`Listing (exid)`),
        value: (
          <Text ff="monospace" size="xs" style={{ wordBreak: 'break-all' }}>
            {entry.exId}
          </Text>
        ),
      },
      {
        label: i18n._(msg`Listing price`),
        value: i18n._(
          msg`${format.amount(entry.amount0)} ${got} for ${format.amount(entry.amount1)} ${paid}`,
        ),
        hint: i18n._(msg`${format.price(unit)} ${paid} per ${got}`),
      },
      {
        label: i18n._(msg`You pay (amt1)`),
        value: `${format.amount(fill.payment)} ${paid}`,
        emphasis: true,
        testId: 'confirm-pay',
        hint: fill.capped
          ? i18n._(msg`Exactly what takes the rest: ceil(remaining × price).`)
          : undefined,
      },
      {
        label: i18n._(msg`You receive`),
        value: `${format.amount(fill.received)} ${got}`,
        emphasis: true,
        testId: 'confirm-receive',
        hint: i18n._(msg`The indexer rounds in the seller's favour.`),
      },
    ]
  }
  if (pending.kind === 'create') {
    const { payload } = pending
    const unit = getRatio(pending.quoteAmount, pending.tokenAmount)
    return [
      {
        label: i18n._(msg`Into escrow (tick0, amt0)`),
        value: `${format.amount(BigInt(payload.amt0))} ${revealTick(payload.tick0)}`,
        emphasis: true,
        testId: 'confirm-escrow',
      },
      {
        label:
          pending.side === 'ask'
            ? i18n._(msg`A full fill pays you (tick1, amt1)`)
            : i18n._(msg`A full fill gives you (tick1, amt1)`),
        value: `${format.amount(BigInt(payload.amt1))} ${revealTick(payload.tick1)}`,
        emphasis: true,
        testId: 'confirm-full-fill',
      },
      {
        label: i18n._(msg`Price per token`),
        value: `${format.price(unit)} DOGE`,
      },
    ]
  }
  return [
    {
      label: i18n._(msg`Listing (exid)`),
      value: (
        <Text ff="monospace" size="xs" style={{ wordBreak: 'break-all' }}>
          {pending.exId}
        </Text>
      ),
    },
    {
      label: i18n._(msg`Back to you (amt0)`),
      value: `${format.amount(BigInt(pending.payload.amt0))} ${revealTick(
        pending.side === 'ask' ? pending.tick : WDOGE_TICK,
      )}`,
      emphasis: true,
      testId: 'confirm-cancel-amount',
      hint: i18n._(msg`Everything left in escrow.`),
    },
  ]
}
