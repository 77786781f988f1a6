import { Alert, Skeleton, Stack, Text } from '@mantine/core'
import type { ReactNode } from 'react'
import { ErrorRetry } from '../../ui/ErrorRetry'
import { VirtualGrid } from '../../ui/VirtualGrid'
import { useQueryErrorText } from './useQueryErrorText'

/** What `QueryGrid` reads of a TanStack query. */
export type GridQuery<T> = {
  readonly data: readonly T[] | undefined
  readonly isPending: boolean
  readonly error: unknown
  readonly refetch: () => unknown
}

/**
 * A list query as a virtualized grid of cards, with its loading, error
 * (with Retry), empty and count states.
 */
export function QueryGrid<T>({
  query,
  label,
  empty,
  count,
  getKey,
  renderItem,
  rowHeight = 250,
}: {
  readonly query: GridQuery<T>
  /** The grid's accessible name. */
  readonly label: string
  /** Shown when there is nothing. */
  readonly empty: ReactNode
  /** The count line above the grid ("40 items"). */
  readonly count?: (n: number) => ReactNode
  readonly getKey: (item: T) => string
  readonly renderItem: (item: T) => ReactNode
  readonly rowHeight?: number
}) {
  const errorText = useQueryErrorText()
  if (query.isPending) return <Skeleton h={320} aria-busy />
  if (query.error || query.data === undefined) {
    return (
      <ErrorRetry
        error={errorText(query.error)}
        onRetry={() => void query.refetch()}
        h={320}
      />
    )
  }
  if (query.data.length === 0) {
    return (
      <Alert color="gray" role="status">
        {empty}
      </Alert>
    )
  }
  return (
    <Stack gap="xs">
      {count ? (
        <Text size="sm" c="dimmed" aria-live="polite">
          {count(query.data.length)}
        </Text>
      ) : null}
      <VirtualGrid
        label={label}
        items={query.data}
        getKey={getKey}
        rowHeight={rowHeight}
        renderItem={renderItem}
      />
    </Stack>
  )
}
