import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Group, Loader, Stack, Text, ThemeIcon } from '@mantine/core'
import { IconCheck, IconClock, IconX } from '@tabler/icons-react'
import type { ReactNode } from 'react'
import { TxLink } from './ExplorerLink'
import { MODAL_WIDTH } from './layout'
import { Modal } from './Modal'
import { useIsMobile } from './useIsMobile'

/**
 * Where a submitted operation stands: broadcast and waiting for the
 * indexer, settled, or failed (by the wallet, the broadcast or the
 * indexer).
 */
export type ResultOutcome = 'pending' | 'completed' | 'failed'

export type ResultDialogProps = {
  readonly opened: boolean
  readonly onClose: () => void
  readonly outcome: ResultOutcome
  /** Replaces the outcome's default title. */
  readonly title?: string
  /** What was submitted, in one line ("Swap 10 UNIX for at least 4.2 DOGE"). */
  readonly summary?: ReactNode
  /** The broadcast transaction, when there is one. */
  readonly txHash?: string
  /** Why it failed (translated: a decoded indexer or wallet reason). */
  readonly error?: ReactNode
  /** Offered on failure ("Try again"). */
  readonly onRetry?: () => void
  /** More actions (a link to the position, the activity). */
  readonly actions?: ReactNode
  /**
   * Shown under the status whatever the outcome: what a batch left out
   * (files dropped, skipped, or not signed after a rejection).
   */
  readonly details?: ReactNode
}

const ICONS = {
  pending: { color: 'blue', icon: IconClock },
  completed: { color: 'teal', icon: IconCheck },
  failed: { color: 'red', icon: IconX },
} as const

/**
 * The "send result" modal of docs/product.md §2, opened by a feature after a submission
 * (and again from the activity menu): the outcome with an icon and a
 * sentence, the transaction linking out to the explorer, the reason of a
 * failure, and what to do next.
 */
export function ResultDialog({
  opened,
  onClose,
  outcome,
  title,
  summary,
  txHash,
  error,
  onRetry,
  actions,
  details,
}: ResultDialogProps) {
  const { t } = useLingui()
  const mobile = useIsMobile()
  const { color, icon: Icon } = ICONS[outcome]
  const heading =
    title ??
    (outcome === 'pending'
      ? t`Submitted`
      : outcome === 'completed'
        ? t`Completed`
        : t`Failed`)
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={heading}
      size={MODAL_WIDTH}
      fullScreen={mobile}
      closeButtonProps={{ 'aria-label': t`Close` }}
    >
      <Stack gap="md" align="center" ta="center">
        <ThemeIcon size={56} radius="xl" variant="light" color={color}>
          <Icon size={30} aria-hidden />
        </ThemeIcon>
        {summary ? <Text fw={600}>{summary}</Text> : null}
        <Group gap="xs" justify="center" role="status" wrap="nowrap">
          {outcome === 'pending' ? <Loader size="xs" /> : null}
          <Text size="sm" c={outcome === 'failed' ? undefined : 'dimmed'}>
            {outcome === 'pending' ? (
              <Trans>
                Broadcast. It settles once the indexer processes its block; the
                activity menu follows it.
              </Trans>
            ) : outcome === 'completed' ? (
              <Trans>Settled by the indexer.</Trans>
            ) : (
              (error ?? <Trans>The operation failed.</Trans>)
            )}
          </Text>
        </Group>
        {details}
        {txHash ? (
          <Group gap="xs" justify="center">
            <Text size="sm" c="dimmed">
              <Trans>Transaction</Trans>
            </Text>
            <TxLink value={txHash} />
          </Group>
        ) : null}
        <Group justify="center" gap="sm" w="100%" grow={mobile}>
          {actions}
          {outcome === 'failed' && onRetry ? (
            <Button variant="default" onClick={onRetry}>
              <Trans>Try again</Trans>
            </Button>
          ) : null}
          <Button onClick={onClose}>
            <Trans>Close</Trans>
          </Button>
        </Group>
      </Stack>
    </Modal>
  )
}
