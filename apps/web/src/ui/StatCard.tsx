import { Group, Paper, Text } from '@mantine/core'
import { IconArrowDownRight, IconArrowUpRight } from '@tabler/icons-react'
import type { ReactNode } from 'react'
import { DeferredTooltip } from './DeferredTooltip'
import { SkeletonBlock } from './SkeletonBlock'

export type StatCardProps = {
  readonly label: ReactNode
  /** The figure, formatted (compact is fine: the exact one goes in `exact`). */
  readonly value: ReactNode
  /** The exact figure, shown on hover and focus of the value. */
  readonly exact?: string
  /**
   * Change over a period: the magnitude in percent, formatted ("5.25"),
   * its direction (shown as a sign and an arrow, never by colour alone)
   * and the period ("24h").
   */
  readonly change?: StatChange
  /** Under the value: the period, the source, "as of block N". */
  readonly hint?: ReactNode
  /**
   * The card has a hint once loaded: while it loads, the hint's line is
   * kept, so that the card does not grow (and move what is under it) when
   * the figure comes.
   */
  readonly hintLine?: boolean
  /**
   * The card has a change once loaded: it goes on a line of its own under
   * the figure (beside it, it wraps or not with the figure's width), and
   * that line is kept while loading and when there is no change.
   */
  readonly changeLine?: boolean
  readonly loading?: boolean
  readonly testId?: string
}

export type StatChange = {
  readonly percent: string
  readonly direction: 'up' | 'down' | 'flat'
  readonly period?: ReactNode
}

/** One headline figure of a dashboard or page header. */
export function StatCard({
  label,
  value,
  exact,
  change,
  hint,
  hintLine = false,
  changeLine = false,
  loading = false,
  testId,
}: StatCardProps) {
  const valueText = (
    <Text
      fz="xl"
      fw={700}
      lh={1.2}
      style={{ fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' }}
      tabIndex={exact === undefined ? undefined : 0}
      data-testid={testId ? `${testId}-value` : undefined}
    >
      {value}
    </Text>
  )
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      data-testid={testId}
      aria-busy={loading || undefined}
    >
      <Text size="sm" c="dimmed" mb={4}>
        {label}
      </Text>
      {loading ? (
        <SkeletonBlock height={26} width="60%" />
      ) : (
        <Group gap="xs" align="baseline" wrap="wrap">
          {exact === undefined ? (
            valueText
          ) : (
            <DeferredTooltip label={exact} withArrow>
              {valueText}
            </DeferredTooltip>
          )}
          {change && !changeLine ? <Change {...change} /> : null}
        </Group>
      )}
      {changeLine ? (
        change && !loading ? (
          <Change {...change} />
        ) : (
          <Text size="sm" aria-hidden="true">
            {'\u00a0'}
          </Text>
        )
      ) : null}
      {hint ? (
        <Text size="xs" c="dimmed" mt={4}>
          {hint}
        </Text>
      ) : loading && hintLine ? (
        <Text size="xs" mt={4} aria-hidden="true">
          {'\u00a0'}
        </Text>
      ) : null}
    </Paper>
  )
}

function Change({ percent, direction, period }: StatChange) {
  const color =
    direction === 'up'
      ? 'var(--mantine-color-teal-light-color)'
      : direction === 'down'
        ? 'var(--mantine-color-red-light-color)'
        : 'var(--mantine-color-dimmed)'
  const sign = direction === 'up' ? '+' : direction === 'down' ? '−' : ''
  return (
    <Group gap={2} wrap="nowrap" c={color}>
      {direction === 'up' ? <IconArrowUpRight size={16} aria-hidden /> : null}
      {direction === 'down' ? (
        <IconArrowDownRight size={16} aria-hidden />
      ) : null}
      <Text span size="sm" fw={600} c="inherit">
        {sign}
        {percent}%
      </Text>
      {period ? (
        <Text span size="xs" c="dimmed" ml={4}>
          {period}
        </Text>
      ) : null}
    </Group>
  )
}
