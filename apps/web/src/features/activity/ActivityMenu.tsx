import { JOURNAL_NOT_FOUND_AFTER_BLOCKS, shortenAddress } from '@drc20/core'
import { useLingui } from '@lingui/react/macro'
import {
  Alert,
  Badge,
  Button,
  Group,
  Popover,
  ScrollArea,
  Stack,
  Text,
} from '@mantine/core'
import { useAtomValue, useSetAtom } from 'jotai'
import { type ComponentProps, lazy, Suspense, useId, useState } from 'react'
import { ClockIcon } from '../../components/icons'
import { useFormatters } from '../../i18n/useFormatters'
import {
  activityAddressAtom,
  activityEntriesAtom,
  activityReadOnlyAtom,
  clearFinishedActivityAtom,
  pendingActivityCountAtom,
  recheckActivityAtom,
} from '../../lib/activity/activityAtoms'
import type { ActivityEntry } from '../../lib/activity/types'
import { TxLink } from '../../ui/ExplorerLink'
import { usePopoverOnFirstClick } from '../../ui/usePopoverOnFirstClick'
import classes from './activity.module.css'
import { indexerErrorMessage } from './indexerErrorMessage'
import { activityStatusMessage, STATUS_COLORS } from './messages'
import { useActivityReconciler } from './useActivityReconciler'

// The result dialog loads when an operation's details are first opened.
const OperationResultDialog = lazy(() =>
  import('./OperationResultDialog').then((m) => ({
    default: m.OperationResultDialog,
  })),
)

/**
 * The header's activity menu: every operation the user submitted, its
 * settlement status and reason, a link to the explorer and its result
 * dialog. Before the wallet answers after a reload it shows the last
 * address' operations, read-only. It also runs the per-block
 * reconciliation and tells of late wallet answers.
 */
export function ActivityMenu() {
  useActivityReconciler()
  const { t } = useLingui()
  const { integer } = useFormatters()
  const entries = useAtomValue(activityEntriesAtom)
  const address = useAtomValue(activityAddressAtom)
  const readOnly = useAtomValue(activityReadOnlyAtom)
  const pendingCount = useAtomValue(pendingActivityCountAtom)
  const clearFinished = useSetAtom(clearFinishedActivityAtom)
  const popover = usePopoverOnFirstClick()
  const [details, setDetails] = useState<string>()
  const [dialogLoaded, setDialogLoaded] = useState(false)
  const titleId = useId()
  const hasFinished = entries.some((entry) => entry.status !== 'pending')
  const count = integer(pendingCount)
  const shortAddress =
    address === undefined ? '' : shortenAddress(address, { head: 6, tail: 6 })

  const openDetails = (txHash: string) => {
    setDialogLoaded(true)
    popover.setOpened(false)
    setDetails(txHash)
  }

  const trigger = (props: ComponentProps<typeof Button<'button'>>) => (
    <Button
      variant="default"
      size="compact-md"
      h={34}
      aria-label={t`Activity: ${count} pending`}
      data-testid="activity-button"
      leftSection={<ClockIcon />}
      {...props}
    >
      {pendingCount > 0 ? count : null}
    </Button>
  )

  return (
    <>
      {popover.mounted ? (
        <Popover
          {...popover.popoverProps}
          width={360}
          position="bottom-end"
          withArrow
          shadow="md"
          trapFocus
          returnFocus
        >
          <Popover.Target>{trigger(popover.targetProps)}</Popover.Target>
          <Popover.Dropdown
            aria-labelledby={titleId}
            data-testid="activity-menu"
          >
            <Group justify="space-between" mb="xs">
              <Text id={titleId} fw={600} size="sm">
                {t`Activity`}
              </Text>
              {readOnly ? null : (
                <Button
                  size="compact-xs"
                  variant="subtle"
                  disabled={!hasFinished}
                  onClick={() => clearFinished()}
                >
                  {t`Clear finished`}
                </Button>
              )}
            </Group>
            {readOnly && address !== undefined ? (
              <Alert variant="light" color="blue" p="xs" mb="xs" role="status">
                <Text size="xs">
                  {t`Waiting for your wallet: the operations of ${shortAddress}, read-only.`}
                </Text>
              </Alert>
            ) : null}
            {entries.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t`No operations yet.`}
              </Text>
            ) : (
              <ScrollArea.Autosize mah={400} type="auto">
                <Stack
                  component="ul"
                  gap="sm"
                  p={0}
                  m={0}
                  aria-label={t`Operations`}
                  style={{ listStyle: 'none' }}
                >
                  {entries.map((entry) => (
                    <ActivityItem
                      key={entry.txHash}
                      entry={entry}
                      onDetails={() => openDetails(entry.txHash)}
                    />
                  ))}
                </Stack>
              </ScrollArea.Autosize>
            )}
          </Popover.Dropdown>
        </Popover>
      ) : (
        trigger(popover.plainTriggerProps)
      )}
      {dialogLoaded ? (
        <Suspense fallback={null}>
          <OperationResultDialog
            txHash={details}
            onClose={() => setDetails(undefined)}
          />
        </Suspense>
      ) : null}
    </>
  )
}

function ActivityItem({
  entry,
  onDetails,
}: {
  entry: ActivityEntry
  onDetails: () => void
}) {
  const { i18n, t } = useLingui()
  const { dateTime } = useFormatters()
  const recheck = useSetAtom(recheckActivityAtom)
  const [checking, setChecking] = useState(false)
  const description = i18n._(entry.description)

  const checkAgain = async () => {
    setChecking(true)
    try {
      await recheck(entry.txHash)
    } finally {
      setChecking(false)
    }
  }

  return (
    <li data-testid="activity-item" data-status={entry.status}>
      <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {description}
        </Text>
        <Badge color={STATUS_COLORS[entry.status]} variant="filled" size="sm">
          {i18n._(activityStatusMessage(entry.status))}
        </Badge>
      </Group>
      {entry.status === 'failed' ? (
        <Text size="xs" className={classes.errorText} title={entry.errInfo}>
          {i18n._(indexerErrorMessage(entry.errorCode ?? 'UNKNOWN'))}
        </Text>
      ) : null}
      {entry.status === 'not-found' ? (
        <Text size="xs" className={classes.errorText}>
          {t`Not found: it may have been dropped (no indexer record after ${JOURNAL_NOT_FOUND_AFTER_BLOCKS} blocks).`}
        </Text>
      ) : null}
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <TxLink value={entry.txHash} size="xs" copy={false} />
        <Text size="xs" c="dimmed">
          {dateTime(entry.submittedAtMs)}
        </Text>
      </Group>
      <Group gap="xs" mt={4}>
        <Button
          size="compact-xs"
          variant="light"
          onClick={onDetails}
          aria-label={t`Details: ${description}`}
        >
          {t`Details`}
        </Button>
        {entry.status === 'not-found' ? (
          <Button
            size="compact-xs"
            variant="default"
            loading={checking}
            onClick={checkAgain}
            aria-label={t`Check again: ${description}`}
          >
            {t`Check again`}
          </Button>
        ) : null}
      </Group>
    </li>
  )
}
