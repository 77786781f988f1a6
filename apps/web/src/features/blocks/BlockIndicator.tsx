import { getBlockIndicatorState, getBlocksBehind } from '@drc20/core'
import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { Box, Button, Stack, Text } from '@mantine/core'
import { onlineManager, useQuery, useQueryClient } from '@tanstack/react-query'
import { useAtomValue } from 'jotai'
import { useEffect, useSyncExternalStore } from 'react'
import { useFormatters } from '../../i18n/useFormatters'
import {
  blockPollQueryOptions,
  getBlockRefetchInterval,
} from '../../lib/query/blockQueries'
import { getChainHalt } from '../../lib/query/useBlockPoll'
import { runtimeConfigAtom, useServices } from '../../lib/services'
import { DeferredTooltip } from '../../ui/DeferredTooltip'
import { retryBlockPoll } from './retryBlockPoll'

const COLORS = {
  normal: 'teal',
  warning: 'yellow',
  halted: 'orange',
  stale: 'red',
  offline: 'red',
  'connection-error': 'red',
} as const

export type BlockIndicatorProps = {
  /** /swap pages refresh on the faster schedule. */
  readonly onSwapPage?: boolean
  /**
   * Whether this badge owns the refresh schedule (the header's does; a
   * second one, in the mobile menu, only shows the heights).
   */
  readonly schedule?: boolean
}

const subscribeOnline = (listener: () => void) =>
  onlineManager.subscribe(listener)
const isOnline = () => onlineManager.isOnline()

/**
 * The header's block-height badge (docs/product.md §4): the index height, with the
 * chain height and the lag in its tooltip; warning, halted, stale, offline
 * and connection error styles; a click retries while the provider does not
 * answer. Its query observer owns the block schedule (`refetchInterval`).
 */
export function BlockIndicator({
  onSwapPage = false,
  schedule = true,
}: BlockIndicatorProps) {
  const { t } = useLingui()
  const format = useFormatters()
  const { api } = useServices()
  const { blockIntervalMs } = useAtomValue(runtimeConfigAtom)
  const queryClient = useQueryClient()
  const online = useSyncExternalStore(subscribeOnline, isOnline)
  const poll = useQuery({
    ...blockPollQueryOptions(api),
    refetchInterval: schedule
      ? getBlockRefetchInterval(onSwapPage, online)
      : false,
    refetchIntervalInBackground: schedule,
  })
  const { info, consecutiveFailures = 0 } = poll.data ?? {}
  const halt = getChainHalt(poll.data, blockIntervalMs)
  const state = getBlockIndicatorState({
    online,
    consecutiveFailures,
    indexHeight: info?.indexHeight,
    chainHeight: info?.chainHeight,
    halted: halt.halted,
  })
  const canRetry = state === 'connection-error' || state === 'stale'

  /** Forget the failures and refresh now (the click, or back online). */
  const retry = () => retryBlockPoll(queryClient)
  // Back online (docs/product.md §4): the failures are forgotten and the heights
  // refreshed at once.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the transition is the trigger
  useEffect(
    () =>
      onlineManager.subscribe((isBackOnline) => {
        if (isBackOnline) retry()
      }),
    [queryClient],
  )

  const indexHeight = info ? format.integer(info.indexHeight) : undefined
  const chainHeight = info ? format.integer(info.chainHeight) : undefined
  const behind = (info && getBlocksBehind(info)) ?? 0

  const haltMinutes =
    halt.sinceMs === undefined || poll.data?.checkedAtMs === undefined
      ? 0
      : Math.floor((poll.data.checkedAtMs - halt.sinceMs) / 60_000)
  const title =
    state === 'offline'
      ? t`Network offline`
      : state === 'connection-error'
        ? t`Connection error, click to retry`
        : state === 'stale'
          ? t`The data provider is not answering; figures may be out of date. Click to retry`
          : state === 'halted'
            ? plural(haltMinutes, {
                one: 'No new block for # minute',
                other: 'No new block for # minutes',
              })
            : state === 'warning'
              ? t`The index is behind the chain`
              : indexHeight === undefined
                ? t`Loading block height`
                : t`Block height`
  const details = info
    ? [
        t`Index height: ${indexHeight}`,
        t`Chain height: ${chainHeight}`,
        plural(behind, {
          0: 'Up to date',
          one: '# block behind',
          other: '# blocks behind',
        }),
      ]
    : []

  return (
    <DeferredTooltip
      multiline
      withArrow
      label={
        <Stack gap={2}>
          <Text size="sm" fw={600}>
            {title}
          </Text>
          {details.map((line) => (
            <Text key={line} size="xs">
              {line}
            </Text>
          ))}
        </Stack>
      }
    >
      <Button
        size="compact-sm"
        // Neutral button, state in the dot, title and label: tinted text on a
        // tinted background fails contrast in the light theme.
        variant="default"
        data-state={state}
        aria-label={[title, ...details].join('. ')}
        loading={poll.isFetching && canRetry}
        onClick={canRetry ? retry : undefined}
        leftSection={
          <Box
            component="span"
            aria-hidden="true"
            w={8}
            h={8}
            bg={`${COLORS[state]}.7`}
            style={{ borderRadius: '50%' }}
          />
        }
      >
        {indexHeight ?? '…'}
      </Button>
    </DeferredTooltip>
  )
}
