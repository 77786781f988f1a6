import { Trans } from '@lingui/react/macro'
import { Button, Group, Stack, Text } from '@mantine/core'
import { IconAlertTriangle } from '@tabler/icons-react'
import type { ReactNode } from 'react'

/**
 * A failure in the region that failed: the reason and, when given, a Retry
 * button. The region keeps its frame (a table body, a chart's height).
 */
export function ErrorRetry({
  error,
  onRetry,
  h,
}: {
  /** Translated reason. */
  readonly error: ReactNode
  readonly onRetry?: () => void
  /** Height of the region, to keep its frame. */
  readonly h?: number
}) {
  return (
    <Stack gap="xs" align="center" justify="center" h={h} role="alert">
      <Group gap={6} wrap="nowrap">
        <IconAlertTriangle
          size={18}
          aria-hidden
          color="var(--mantine-color-error)"
        />
        <Text size="sm">{error}</Text>
      </Group>
      {onRetry ? (
        <Button size="xs" variant="default" onClick={onRetry}>
          <Trans>Retry</Trans>
        </Button>
      ) : null}
    </Stack>
  )
}

/** Whether a prop such as `error` holds something to show. */
export function isShown(node: ReactNode): boolean {
  return node !== undefined && node !== null && node !== false
}
