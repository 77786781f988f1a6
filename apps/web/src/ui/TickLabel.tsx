import {
  getTickDisplayName,
  TICK_WARNING_SEVERITY,
  type TickWarning,
} from '@drc20/core'
import { useLingui } from '@lingui/react/macro'
import { Group, Text, VisuallyHidden } from '@mantine/core'
import {
  IconAlertTriangle,
  IconRosetteDiscountCheck,
} from '@tabler/icons-react'
import type { ReactNode } from 'react'
import { DeferredTooltip } from './DeferredTooltip'
import { TokenLogo } from './TokenLogo'
import { tickWarningMessage } from './tickWarningMessage'

export type TickLabelProps = {
  /** The wire tick. */
  readonly tick: string
  /** The API's logo URL (untrusted; `TokenLogo` checks it). */
  readonly logo?: string
  /** The API's verified flag: a check mark when true. */
  readonly verified?: boolean
  /**
   * Core's tick warnings; those above `info` show a warning sign with
   * their text on hover, focus and tap (and for screen readers).
   */
  readonly warnings?: readonly TickWarning[]
  /** Wraps the name (a link to the token page). */
  readonly renderName?: (name: ReactNode) => ReactNode
  readonly size?: 'sm' | 'md' | 'lg'
}

/**
 * A token as a list or a page names it: its logo, its display name
 * (core's `getTickDisplayName`: hidden and non-ASCII characters revealed,
 * `WDOGE` only for wrapped DOGE), a verified mark, and a warning sign for
 * lookalike, impersonating or hidden-character ticks.
 */
export function TickLabel({
  tick,
  logo,
  verified = false,
  warnings = [],
  renderName,
  size = 'sm',
}: TickLabelProps) {
  const { t, i18n } = useLingui()
  const name = getTickDisplayName(tick)
  const flagged = warnings.filter(
    (w) => TICK_WARNING_SEVERITY[w.code] !== 'info',
  )
  const high = flagged.some((w) => TICK_WARNING_SEVERITY[w.code] === 'high')
  const text = (
    <Text span fw={600} size={size} style={{ overflowWrap: 'anywhere' }}>
      {name}
    </Text>
  )
  const warningText = flagged.map((w) => i18n._(tickWarningMessage(w)))
  return (
    <Group gap={6} wrap="nowrap" align="center">
      <TokenLogo
        tick={tick}
        logo={logo}
        size={size === 'lg' ? 40 : size === 'md' ? 28 : 22}
      />
      {renderName ? renderName(text) : text}
      {verified ? (
        <DeferredTooltip label={t`Verified`} withArrow>
          <Group
            component="span"
            gap={0}
            display="inline-flex"
            tabIndex={0}
            c="teal"
            aria-label={t`Verified`}
            role="img"
          >
            <IconRosetteDiscountCheck size={16} aria-hidden />
          </Group>
        </DeferredTooltip>
      ) : null}
      {flagged.length > 0 ? (
        <DeferredTooltip
          label={warningText.join(' · ')}
          withArrow
          multiline
          maw={320}
        >
          <Group
            component="span"
            gap={0}
            display="inline-flex"
            tabIndex={0}
            c={high ? 'red' : 'orange'}
            data-tick-warning={flagged.map((w) => w.code).join(' ')}
          >
            <IconAlertTriangle size={16} aria-hidden />
            <VisuallyHidden>{warningText.join('. ')}</VisuallyHidden>
          </Group>
        </DeferredTooltip>
      ) : null}
    </Group>
  )
}
