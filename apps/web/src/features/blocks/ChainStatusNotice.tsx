import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { Alert, Button, Group, Text } from '@mantine/core'
import { useQueryClient } from '@tanstack/react-query'
import { useAtomValue } from 'jotai'
import { getChainHalt, useBlockPoll } from '../../lib/query/useBlockPoll'
import { runtimeConfigAtom } from '../../lib/services'
import { retryBlockPoll } from './retryBlockPoll'

/**
 * Above every page: a notice while the data provider does not answer (the
 * page's figures may be out of date and submitting waits for fresh data,
 * with a Retry), and one while the chain looks halted (no new chain height
 * for 3 block intervals or more). Nothing otherwise.
 */
export function ChainStatusNotice() {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  const { blockIntervalMs } = useAtomValue(runtimeConfigAtom)
  const poll = useBlockPoll()
  const data = poll.data
  if (data === undefined) return null
  if (data.consecutiveFailures > 0) {
    return (
      <Alert
        color="red"
        role="alert"
        mb="md"
        title={t`The data provider is not answering`}
        data-testid="chain-status"
        data-state="stale"
      >
        <Group justify="space-between" gap="sm">
          <Text size="sm">
            {t`What this page shows may be out of date. Sending is paused until fresh data arrives.`}
          </Text>
          <Button
            size="compact-sm"
            variant="default"
            loading={poll.isFetching}
            onClick={() => retryBlockPoll(queryClient)}
          >
            {t`Retry`}
          </Button>
        </Group>
      </Alert>
    )
  }
  const halt = getChainHalt(data, blockIntervalMs)
  if (!halt.halted || halt.sinceMs === undefined) return null
  const minutes = Math.floor(((data.checkedAtMs ?? 0) - halt.sinceMs) / 60_000)
  return (
    <Alert
      color="yellow"
      role="status"
      mb="md"
      title={plural(minutes, {
        one: 'No new block for # minute',
        other: 'No new block for # minutes',
      })}
      data-testid="chain-status"
      data-state="halted"
    >
      {t`The chain may be halted. What you send waits until blocks resume, and balances will not change until then.`}
    </Alert>
  )
}
