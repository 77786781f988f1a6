import { Group, Text } from '@mantine/core'
import { IconArrowDownRight, IconArrowUpRight } from '@tabler/icons-react'
import classes from './ChangeText.module.css'
import type { MarketFormat } from './useMarketFormat'

/**
 * A change in percent with its sign and an arrow, never by colour alone
 * (`percent` is a display ratio from the API or core).
 */
export function ChangeText({
  percent,
  format,
}: {
  readonly percent: number
  readonly format: MarketFormat
}) {
  const up = percent > 0
  const down = percent < 0
  const Icon = up ? IconArrowUpRight : down ? IconArrowDownRight : undefined
  const magnitude = format.percent(Math.abs(percent))
  return (
    <Group gap={2} justify="flex-end" wrap="nowrap" component="span">
      {Icon ? <Icon size={14} aria-hidden /> : null}
      <Text
        span
        size="sm"
        className={up ? classes.up : down ? classes.down : undefined}
        style={{ fontVariantNumeric: 'tabular-nums' }}
      >
        {up ? '+' : down ? '−' : ''}
        {magnitude}%
      </Text>
    </Group>
  )
}
