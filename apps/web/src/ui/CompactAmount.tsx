import { Text, VisuallyHidden } from '@mantine/core'
import { DeferredTooltip } from './DeferredTooltip'
import { useKitFormatters } from './useKitFormatters'

export type CompactAmountProps = {
  /** Base units. */
  readonly value: bigint
  /** Decimals of the token. Default 8. */
  readonly decimals?: number
  readonly size?: 'xs' | 'sm' | 'md'
}

/**
 * An amount in an overview table: the compact figure (`compactAmount`:
 * 1.23M, 123万), with every digit one hover, focus or tap away. Never in a
 * review or a receipt, which show the exact amount.
 */
export function CompactAmount({
  value,
  decimals = 8,
  size = 'sm',
}: CompactAmountProps) {
  const format = useKitFormatters()
  const exact = format.amount(value, decimals, decimals)
  return (
    <DeferredTooltip label={exact} withArrow>
      <Text
        span
        size={size}
        tabIndex={0}
        style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}
      >
        <span aria-hidden="true">{format.compactAmount(value, decimals)}</span>
        <VisuallyHidden>{exact}</VisuallyHidden>
      </Text>
    </DeferredTooltip>
  )
}
