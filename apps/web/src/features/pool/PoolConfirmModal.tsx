import type { PoolPayload } from '@drc20/core'
import type { MessageDescriptor } from '@lingui/core'
import { Trans, useLingui } from '@lingui/react/macro'
import {
  Alert,
  Anchor,
  Button,
  Code,
  Group,
  Loader,
  Modal,
  Stack,
  Table,
  Text,
} from '@mantine/core'
import { useAtomValue, useSetAtom } from 'jotai'
import type { ReactNode } from 'react'
import { fillUrlTemplate } from '../../lib/config/runtimeConfig'
import { useTradingGate } from '../../lib/query/useBlockPoll'
import { runtimeConfigAtom } from '../../lib/services'
import { walletErrorMessage } from '../../lib/wallet/walletErrorMessage'
import { poolFlowAtom, resetPoolFlowAtom, submitPoolPayloadAtom } from './atoms'
import { describePayload } from './describePayload'
import { usePoolFormat } from './usePoolFormat'

type PoolConfirmModalProps = {
  readonly opened: boolean
  readonly onClose: () => void
  readonly title: string
  readonly payload: PoolPayload | undefined
  /** What the activity list will call this operation. */
  readonly description: MessageDescriptor
  /** Previews and warnings shown above the payload. */
  readonly children?: ReactNode
  /** Called once the wallet has submitted (to clear the form). */
  readonly onSubmitted?: () => void
}

/**
 * The last step: exactly what will be signed, then the wallet, then the
 * outcome (tx hash with an explorer link, or the failure). A rejection in
 * the wallet silently returns here.
 */
export function PoolConfirmModal({
  opened,
  onClose,
  title,
  payload,
  description,
  children,
  onSubmitted,
}: PoolConfirmModalProps) {
  const { i18n, t } = useLingui()
  const format = usePoolFormat()
  const flow = useAtomValue(poolFlowAtom)
  const submit = useSetAtom(submitPoolPayloadAtom)
  const reset = useSetAtom(resetPoolFlowAtom)
  const { paused } = useTradingGate()
  const config = useAtomValue(runtimeConfigAtom)
  const close = () => {
    if (flow.status === 'awaiting-wallet') return
    reset()
    onClose()
  }
  const rows = payload ? describePayload(payload, format.amount) : []
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={title}
      size="lg"
      closeButtonProps={{ 'aria-label': t`Close` }}
    >
      {flow.status === 'submitted' && flow.txHash ? (
        <Stack gap="sm">
          <Alert color="green" title={<Trans>Submitted</Trans>}>
            <Text size="sm">
              <Trans>
                Your transaction was broadcast. It settles once the indexer
                processes its block.
              </Trans>
            </Text>
          </Alert>
          <Text size="sm">
            <Trans>Transaction</Trans>{' '}
            <Anchor
              href={fillUrlTemplate(config.explorer.tx, { hash: flow.txHash })}
              target="_blank"
              rel="noreferrer"
              ff="monospace"
              style={{ wordBreak: 'break-all' }}
              data-testid="pool-tx-hash"
            >
              {flow.txHash}
            </Anchor>
          </Text>
          <Group justify="flex-end">
            <Button onClick={close}>
              <Trans>Done</Trans>
            </Button>
          </Group>
        </Stack>
      ) : (
        <Stack gap="sm">
          {children}
          <Table
            withTableBorder
            striped
            aria-label={t`What you will sign`}
            data-testid="pool-payload"
          >
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.field}>
                  <Table.Th scope="row" fw={500}>
                    {i18n._(row.label)}
                  </Table.Th>
                  <Table.Td ff="monospace" style={{ wordBreak: 'break-all' }}>
                    {typeof row.value === 'string'
                      ? row.value
                      : i18n._(row.value)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          {payload ? (
            <Code block data-testid="pool-payload-json">
              {JSON.stringify(payload, null, 1)}
            </Code>
          ) : null}
          {flow.status === 'failed' && flow.error ? (
            <Alert color="red" role="alert" title={<Trans>Failed</Trans>}>
              {i18n._(walletErrorMessage(flow.error))}
            </Alert>
          ) : null}
          {paused ? (
            <Alert color="yellow">
              <Trans>
                Trading is paused while the indexer catches up with the chain.
              </Trans>
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              <Trans>Cancel</Trans>
            </Button>
            {flow.status === 'failed' ? (
              <Button onClick={() => reset()}>
                <Trans>Try again</Trans>
              </Button>
            ) : (
              <Button
                disabled={!payload || paused}
                loading={flow.status === 'awaiting-wallet'}
                onClick={async () => {
                  if (!payload) return
                  const status = await submit({ payload, description })
                  if (status === 'submitted') onSubmitted?.()
                }}
              >
                <Trans>Confirm in wallet</Trans>
              </Button>
            )}
          </Group>
          {flow.status === 'awaiting-wallet' ? (
            <Group gap="xs" role="status">
              <Loader size="xs" />
              <Text size="sm">
                <Trans>Waiting for wallet confirmation…</Trans>
              </Text>
            </Group>
          ) : null}
        </Stack>
      )}
    </Modal>
  )
}
