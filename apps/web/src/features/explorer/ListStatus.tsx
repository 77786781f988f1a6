import { Trans, useLingui } from '@lingui/react/macro'
import { Alert, Button, Group, Progress, Stack, Text } from '@mantine/core'
import { IconRefresh, IconWifiOff } from '@tabler/icons-react'
import type { ReactNode } from 'react'
import { useFormatters } from '../../i18n/useFormatters'
import type { TokenListProgress } from '../../lib/query/tokenListQueries'
import { AgeText } from './AgeText'

export type ListStatusProps = {
  /** The height the shown data was read at (`null` when not known). */
  readonly height: number | null | undefined
  /** When it was read (epoch ms); `undefined` while nothing is shown. */
  readonly readAtMs: number | undefined
  readonly refreshing: boolean
  readonly progress?: TokenListProgress
  /** Why the last refresh failed (translated); the data shown stays. */
  readonly error?: ReactNode
  readonly onRetry?: () => void
  /** A manual refresh; disabled while `refreshDisabled`. */
  readonly onRefresh?: () => void
  readonly refreshDisabled?: boolean
}

/**
 * Where the shown data comes from: "As of block N, updated 3 minutes ago",
 * a progress bar while a load is under way, and when the API fails the
 * error with Retry while the offline copy stays usable, its age shown.
 */
export function ListStatus({
  height,
  readAtMs,
  refreshing,
  progress,
  error,
  onRetry,
  onRefresh,
  refreshDisabled = false,
}: ListStatusProps) {
  const { t } = useLingui()
  const format = useFormatters()
  const block = height == null ? undefined : format.integer(height)
  const loaded = progress === undefined ? 0 : progress.loaded
  const total = progress?.total ?? null
  const percent =
    total === null || total === 0 ? 0 : Math.min(100, (loaded / total) * 100)
  const loading =
    progress === undefined ? null : (
      <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
        {/* The section is the progressbar (Mantine gives it the percent as
            its value text); the count is in the status line below. Not
            striped: an animation redraws the page every frame while the
            list loads (app/global.css). */}
        <Progress.Root size="sm">
          <Progress.Section
            value={percent}
            aria-label={t`Token list loading`}
          />
        </Progress.Root>
        <Text size="xs" c="dimmed" role="status">
          {total === null ? (
            <Trans>Loading tokens: {format.integer(loaded)}</Trans>
          ) : (
            <Trans>
              Loading tokens: {format.integer(loaded)} of{' '}
              {format.integer(total)}
            </Trans>
          )}
        </Text>
      </Stack>
    )
  return (
    <Stack gap={6}>
      <Group gap="xs" justify="space-between" wrap="wrap">
        {/* The first load's progress takes the place of the date it will
            show, so that nothing moves when it ends. */}
        {readAtMs === undefined && loading !== null ? (
          loading
        ) : (
          <Text size="sm" c="dimmed" data-testid="as-of">
            {readAtMs === undefined ? null : block === undefined ? (
              <Trans>
                Updated <AgeText ms={readAtMs} />
              </Trans>
            ) : (
              <Trans>
                As of block {block}, updated <AgeText ms={readAtMs} />
              </Trans>
            )}
          </Text>
        )}
        {onRefresh ? (
          <Button
            size="compact-sm"
            variant="subtle"
            leftSection={<IconRefresh size={14} aria-hidden />}
            onClick={onRefresh}
            disabled={refreshing || refreshDisabled}
            // While the bar shows the progress, no spinner besides it (an
            // animation redraws the page every frame: app/global.css).
            loading={refreshing && progress === undefined}
          >
            <Trans>Refresh</Trans>
          </Button>
        ) : null}
      </Group>
      {progress !== undefined && readAtMs !== undefined ? loading : null}
      {error ? (
        <Alert
          color="orange"
          variant="light"
          role="alert"
          icon={<IconWifiOff size={18} aria-hidden />}
          py="xs"
        >
          <Group justify="space-between" gap="xs">
            <Text size="sm">
              {readAtMs === undefined ? (
                error
              ) : (
                <Trans>
                  Could not refresh ({error}). Showing the copy saved{' '}
                  <AgeText ms={readAtMs} />.
                </Trans>
              )}
            </Text>
            {onRetry ? (
              <Button size="compact-sm" variant="default" onClick={onRetry}>
                <Trans>Retry</Trans>
              </Button>
            ) : null}
          </Group>
        </Alert>
      ) : null}
    </Stack>
  )
}
