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
import { submitFlowErrorMessage } from '../../lib/submit/submitFlowErrorMessage'
import { describePayload } from './describePayload'
import { poolFlow } from './poolFlow'
import { usePoolFormat } from './usePoolFormat'

type PoolConfirmModalProps = {
  readonly title: string
  /** Previews and warnings shown above the payload. */
  readonly children?: ReactNode
  /** Called once the wallet has submitted (to clear the form). */
  readonly onSubmitted?: () => void
}

/**
 * The last step, open while the pool flow holds an operation: exactly what
 * will be signed (frozen when it opened), then the wallet, then the
 * outcome (tx hash with an explorer link, or the failure). A rejection in
 * the wallet silently returns here.
 */
export function PoolConfirmModal({
  title,
  children,
  onSubmitted,
}: PoolConfirmModalProps) {
  const { i18n, t } = useLingui()
  const format = usePoolFormat()
  const flow = useAtomValue(poolFlow.stateAtom)
  const confirm = useSetAtom(poolFlow.confirmAtom)
  const close = useSetAtom(poolFlow.closeAtom)
  const reset = useSetAtom(poolFlow.resetAtom)
  const { paused } = useTradingGate()
  const config = useAtomValue(runtimeConfigAtom)
  const payload = flow.pending?.payload
  const rows = payload ? describePayload(payload, format.amount) : []
  return (
    <Modal
      opened={flow.pending !== undefined}
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
          {flow.error ? (
            <Alert color="red" role="alert" title={<Trans>Failed</Trans>}>
              {i18n._(
                submitFlowErrorMessage(flow.error, (issue: never) => issue),
              )}
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
                  if ((await confirm()) === 'submitted') onSubmitted?.()
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
