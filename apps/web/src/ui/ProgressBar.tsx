import { formatPrice, getProgressPercent } from '@drc20/core'
import { Group, Progress, Text } from '@mantine/core'
import type { ReactNode } from 'react'
import { DeferredTooltip } from './DeferredTooltip'
import { useKitFormatters } from './useKitFormatters'

export type ProgressBarProps = {
  /** Accessible name ("Minted"). */
  readonly label: string
  /** Progress so far and the total, in the same base units. */
  readonly value: bigint
  readonly total: bigint
  /** Decimals of the amounts for the exact figures. Default 8. */
  readonly decimals?: number
  /** Shows the percent beside the bar. Default true. */
  readonly showPercent?: boolean
  /** The exact figures on hover and focus ("1,000 / 21,000 minted"); default `value / total`. */
  readonly detail?: ReactNode
  readonly size?: 'xs' | 'sm' | 'md' | 'lg'
  readonly color?: string
}

/**
 * Progress as value ÷ total in percent (core's `getProgressPercent`: two
 * decimals, truncated, 100 only when done), with the exact figures one
 * hover or focus away.
 */
export function ProgressBar({
  label,
  value,
  total,
  decimals = 8,
  showPercent = true,
  detail,
  size = 'sm',
  color,
}: ProgressBarProps) {
  const format = useKitFormatters()
  const percent = getProgressPercent(value, total)
  const percentText = `${formatPrice(String(percent), {
    maxFractionDigits: 2,
    ...format.separators,
  })}%`
  const exact =
    detail ??
    `${format.amount(value, decimals)} / ${format.amount(total, decimals)}`
  return (
    <DeferredTooltip label={exact} withArrow>
      <Group gap="xs" wrap="nowrap" tabIndex={0} style={{ borderRadius: 4 }}>
        <Progress.Root
          size={size}
          radius="xl"
          style={{ flex: 1, minWidth: 48 }}
        >
          <Progress.Section
            value={percent}
            color={color}
            aria-label={label}
            aria-valuetext={percentText}
          />
        </Progress.Root>
        {showPercent ? (
          <Text
            size="xs"
            c="dimmed"
            miw={48}
            ta="right"
            style={{ fontVariantNumeric: 'tabular-nums' }}
          >
            {percentText}
          </Text>
        ) : null}
      </Group>
    </DeferredTooltip>
  )
}
