import { Trans, useLingui } from '@lingui/react/macro'
import {
  Alert,
  Anchor,
  Button,
  Group,
  Loader,
  Modal,
  Stack,
  Table,
  Text,
} from '@mantine/core'
import { useAtomValue, useSetAtom } from 'jotai'
import type { ReactNode } from 'react'
import { useFormatters } from '../../i18n/useFormatters'
import { activityEntriesAtom } from '../../lib/activity/activityAtoms'
import { fillUrlTemplate } from '../../lib/config/runtimeConfig'
import { runtimeConfigAtom } from '../../lib/services'
import { submitFlowErrorMessage } from '../../lib/submit/submitFlowErrorMessage'
import { indexerErrorMessage } from '../activity/indexerErrorMessage'
import { getTokenOptionName } from '../tokens/TokenSelect'
import { swapIssueMessage } from './messages'
import { type PendingSwap, swapFlow } from './swapFlow'

/**
 * Confirm swap: exactly what will be signed, in human form; then waiting
 * for the wallet → submitted (tx hash, explorer link, indexer status) or
 * failed. A wallet rejection returns here silently.
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
  const pending = flow.pending
  const checking = flow.status === 'checking'
  const busy = flow.status === 'awaiting-wallet' || checking
  // The confirmation, while it is open or re-checked before signing.
  const confirming = flow.status === 'INIT' || checking

  return (
    <Modal
      opened={pending !== undefined}
      onClose={close}
      title={
        flow.status === 'submitted'
          ? t`Swap submitted`
          : flow.status === 'failed'
            ? t`Swap failed`
            : t`Confirm swap`
      }
      closeOnClickOutside={!busy}
      closeOnEscape={!busy}
      withCloseButton={!busy}
    >
      {pending && (
        <Stack gap="md">
          {confirming && <SwapSummary pending={pending} />}
          {confirming && pending.priceMoved && (
            <Alert color="yellow" role="alert" title={t`The price moved`}>
              <Trans>
                The pool changed since your quote: the minimum you signed for
                would not be met and the indexer would fail the swap. Review the
                new amounts above and confirm again.
              </Trans>
            </Alert>
          )}
          {confirming && pending.expired && (
            <Alert color="yellow" role="alert" title={t`The quote expired`}>
              <Trans>
                The quote was older than your transaction deadline. The amounts
                above are refreshed: confirm again.
              </Trans>
            </Alert>
          )}
          {flow.error && (
            <Alert color="red" role="alert">
              {i18n._(
                submitFlowErrorMessage(flow.error, (issue) =>
                  swapIssueMessage(issue, ''),
                ),
              )}
            </Alert>
          )}
          {flow.status === 'awaiting-wallet' && (
            <Group gap="sm" role="status">
              <Loader size="sm" />
              <Text>
                <Trans>
                  Waiting for wallet confirmation… Confirm this swap in your
                  wallet.
                </Trans>
              </Text>
            </Group>
          )}
          {flow.status === 'submitted' && flow.txHash && (
            <Submitted txHash={flow.txHash} />
          )}
          {confirming ? (
            <Group justify="flex-end">
              <Button variant="default" onClick={close} disabled={busy}>
                <Trans>Cancel</Trans>
              </Button>
              <Button
                onClick={async () => {
                  if ((await confirm()) === 'submitted') onSubmitted?.()
                }}
                loading={checking}
              >
                {pending.priceMoved || pending.expired ? (
                  <Trans>Confirm new price</Trans>
                ) : (
                  <Trans>Confirm swap</Trans>
                )}
              </Button>
            </Group>
          ) : flow.status === 'awaiting-wallet' ? null : (
            <Group justify="flex-end">
              <Button onClick={close}>
                <Trans>Close</Trans>
              </Button>
            </Group>
          )}
        </Stack>
      )}
    </Modal>
  )
}

function SwapSummary({ pending }: { readonly pending: PendingSwap }) {
  const { t } = useLingui()
  const format = useFormatters()
  const { payload, quote } = pending
  const inName = getTokenOptionName(pending.input)
  const outName = getTokenOptionName(pending.output)
  const doge = payload.doge === 1
  return (
    <Table
      withRowBorders
      verticalSpacing={4}
      aria-label={t`What you will sign`}
    >
      <Table.Caption>
        <Trans>The {payload.p} swap inscription your wallet will sign.</Trans>
      </Table.Caption>
      <Table.Tbody>
        {payload.p === 'pair-v2' && (
          <Row label={t`Pool (pair_id)`}>{payload.pair_id}</Row>
        )}
        <Row label={t`You pay (tick0, amt0)`}>
          {format.amount(quote.amountIn)} {inName}
        </Row>
        {payload.p === 'pair-v1' && (
          <Row label={t`Expected output (tick1, amt1)`}>
            {format.amount(quote.amountOut)} {outName}
          </Row>
        )}
        <Row label={t`Minimum received (amt1_min)`}>
          {format.amount(quote.minimumAmountOut)} {outName}
        </Row>
        <Row label={t`Native DOGE (doge)`}>{doge ? t`Yes (1)` : t`No (0)`}</Row>
        <Row label={t`Provider fee (0.3%)`}>
          {format.amount(quote.fee)} {inName}
        </Row>
        {pending.dogeFee > 0n && (
          <Row label={t`Wrap fee`}>{format.amount(pending.dogeFee)} DOGE</Row>
        )}
        {pending.dogeOutputs && pending.dogeOutputs.overpay > 0n && (
          <Row label={t`Custody output (read by the indexer as the amount)`}>
            {format.amount(pending.dogeOutputs.custodyOutput)} DOGE
          </Row>
        )}
      </Table.Tbody>
    </Table>
  )
}

function Row({
  label,
  children,
}: {
  readonly label: string
  readonly children: ReactNode
}) {
  return (
    <Table.Tr>
      <Table.Th scope="row" fw={400}>
        {label}
      </Table.Th>
      <Table.Td ta="right">{children}</Table.Td>
    </Table.Tr>
  )
}

function Submitted({ txHash }: { readonly txHash: string }) {
  const { i18n } = useLingui()
  const config = useAtomValue(runtimeConfigAtom)
  const entries = useAtomValue(activityEntriesAtom)
  // The header's activity menu reconciles the journal on every block.
  const entry = entries.find((e) => e.txHash === txHash)
  const status = entry?.status

  return (
    <Stack gap="xs">
      <Text>
        <Trans>Transaction</Trans>{' '}
        <Anchor
          href={fillUrlTemplate(config.explorer.tx, { hash: txHash })}
          target="_blank"
          rel="noreferrer"
          ff="monospace"
          style={{ wordBreak: 'break-all' }}
        >
          {txHash}
        </Anchor>
      </Text>
      <Text role="status" data-testid="swap-indexer-status">
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
      </Text>
    </Stack>
  )
}
