import type { TickWarning } from '@drc20/core'
import { useLingui } from '@lingui/react/macro'
import { Badge, Group, Tooltip } from '@mantine/core'
import { IconAlertTriangle } from '@tabler/icons-react'

/** Badge colours by how much a warning should stop the user. */
const COLORS = {
  IMPERSONATES_NATIVE: 'red',
  HIDDEN_CHARACTERS: 'red',
  LOOKALIKE: 'orange',
  NON_ASCII: 'orange',
  UNVERIFIED: 'gray',
  SYSTEM_TICK: 'blue',
} as const

/**
 * Core's tick warnings (`getTickWarnings`) as small badges beside a tick
 * wherever tokens are picked, each with a one-line explanation on hover
 * and focus; never by colour alone (every badge has its word). Nothing
 * for a tick without warnings.
 */
export function TickWarnings({
  warnings,
  size = 'xs',
}: {
  readonly warnings: readonly TickWarning[]
  readonly size?: 'xs' | 'sm'
}) {
  const { t } = useLingui()
  if (warnings.length === 0) return null
  const explain = (warning: TickWarning): [string, string] => {
    switch (warning.code) {
      case 'IMPERSONATES_NATIVE': {
        const of = warning.of
        return [
          t`Not ${of}`,
          t`A DRC-20 token whose name reads as ${of}. Only WDOGE(WRAPPED-DOGE) is wrapped DOGE.`,
        ]
      }
      case 'HIDDEN_CHARACTERS':
        return [
          t`Hidden characters`,
          t`The tick contains invisible or direction-changing characters.`,
        ]
      case 'NON_ASCII':
        return [
          t`Unusual characters`,
          t`The tick contains characters outside plain letters and digits.`,
        ]
      case 'LOOKALIKE': {
        const others = warning.ticks.join(', ')
        return [t`Lookalike`, t`Looks like another token: ${others}`]
      }
      case 'UNVERIFIED':
        return [
          t`Unverified`,
          t`The indexer's operator has not verified this token.`,
        ]
      case 'SYSTEM_TICK':
        return warning.kind === 'lp'
          ? [t`LP token`, t`A liquidity-pool share, created by a pool.`]
          : [t`Wrapped`, t`A wrapped token, created by a bridge.`]
    }
  }
  return (
    <Group gap={4} wrap="wrap" component="span">
      {warnings.map((warning) => {
        const [label, explanation] = explain(warning)
        return (
          <Tooltip
            key={warning.code}
            label={explanation}
            withArrow
            multiline
            w={260}
          >
            <Badge
              size={size}
              variant="light"
              color={COLORS[warning.code]}
              tabIndex={0}
              aria-label={`${label}: ${explanation}`}
              leftSection={
                COLORS[warning.code] === 'red' ? (
                  <IconAlertTriangle size={10} aria-hidden />
                ) : undefined
              }
            >
              {label}
            </Badge>
          </Tooltip>
        )
      })}
    </Group>
  )
}
