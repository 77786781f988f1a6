import { shortenAddress } from '@drc20/core'
import { useLingui } from '@lingui/react/macro'
import {
  Anchor,
  Badge,
  Button,
  Group,
  Popover,
  ScrollArea,
  Stack,
  Text,
  VisuallyHidden,
} from '@mantine/core'
import { useAtomValue, useSetAtom } from 'jotai'
import { useId } from 'react'
import { ClockIcon } from '../../components/icons'
import { useFormatters } from '../../i18n/useFormatters'
import {
  activityEntriesAtom,
  clearFinishedActivityAtom,
  pendingActivityCountAtom,
} from '../../lib/activity/activityAtoms'
import type { ActivityEntry } from '../../lib/activity/types'
import { fillUrlTemplate } from '../../lib/config/runtimeConfig'
import { runtimeConfigAtom } from '../../lib/services'
import classes from './activity.module.css'
import { indexerErrorMessage } from './indexerErrorMessage'
import { activityStatusMessage, STATUS_COLORS } from './messages'
import { useActivityReconciler } from './useActivityReconciler'

/**
 * The header's activity menu: every operation the user submitted, its
 * settlement status and reason, with a link to the explorer. It also runs
 * the per-block reconciliation.
 */
export function ActivityMenu() {
  useActivityReconciler()
  const { t } = useLingui()
  const { integer } = useFormatters()
  const entries = useAtomValue(activityEntriesAtom)
  const pendingCount = useAtomValue(pendingActivityCountAtom)
  const clearFinished = useSetAtom(clearFinishedActivityAtom)
  const titleId = useId()
  const hasFinished = entries.some((entry) => entry.status !== 'pending')
  const count = integer(pendingCount)

  return (
    <Popover
      width={360}
      position="bottom-end"
      withArrow
      shadow="md"
      trapFocus
      returnFocus
    >
      <Popover.Target>
        <Button
          variant="default"
          size="compact-md"
          h={34}
          aria-label={t`Activity: ${count} pending`}
          data-testid="activity-button"
          leftSection={<ClockIcon />}
        >
          {pendingCount > 0 ? count : null}
        </Button>
      </Popover.Target>
      <Popover.Dropdown aria-labelledby={titleId} data-testid="activity-menu">
        <Group justify="space-between" mb="xs">
          <Text id={titleId} fw={600} size="sm">
            {t`Activity`}
          </Text>
          <Button
            size="compact-xs"
            variant="subtle"
            disabled={!hasFinished}
            onClick={() => clearFinished()}
          >
            {t`Clear finished`}
          </Button>
        </Group>
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
                <ActivityItem key={entry.txHash} entry={entry} />
              ))}
            </Stack>
          </ScrollArea.Autosize>
        )}
      </Popover.Dropdown>
    </Popover>
  )
}

function ActivityItem({ entry }: { entry: ActivityEntry }) {
  const { i18n, t } = useLingui()
  const hash = entry.txHash
  const { dateTime } = useFormatters()
  const config = useAtomValue(runtimeConfigAtom)
  const href = fillUrlTemplate(config.explorer.tx, { hash: entry.txHash })
  return (
    <li data-testid="activity-item" data-status={entry.status}>
      <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
        <Text size="sm" style={{ wordBreak: 'break-word' }}>
          {i18n._(entry.description)}
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
      <Group justify="space-between" gap="xs">
        <Anchor
          href={href}
          target="_blank"
          rel="noopener noreferrer"
          size="xs"
          ff="monospace"
          title={hash}
        >
          <VisuallyHidden>{t`Transaction`} </VisuallyHidden>
          {shortenAddress(hash)}
        </Anchor>
        <Text size="xs" c="dimmed">
          {dateTime(entry.submittedAtMs)}
        </Text>
      </Group>
    </li>
  )
}
