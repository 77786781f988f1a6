import {
  TICK_WARNING_SEVERITY,
  type TickWarning,
  type TickWarningSeverity,
} from '@drc20/core'
import { useLingui } from '@lingui/react/macro'
import { Badge, Group } from '@mantine/core'
import { IconAlertTriangle } from '@tabler/icons-react'
import { tickWarningLabel, tickWarningSentence } from './tickWarningText'

const COLORS: Readonly<Record<TickWarningSeverity, string>> = {
  high: 'red',
  medium: 'orange',
  low: 'gray',
  info: 'blue',
}

/**
 * A token's warnings as small badges (a list row, a picker button): each
 * says what it is in words, never by colour alone, with the full sentence
 * as its title. Nothing when there are none, or with `keepLine` an empty
 * line of a badge's height (a page header whose flags change as data
 * comes, so that the page under them does not move).
 */
export function TickFlags({
  warnings,
  testId,
  keepLine = false,
}: {
  /** core's `getTickWarnings` for the token. */
  readonly warnings: readonly TickWarning[]
  readonly testId?: string
  readonly keepLine?: boolean
}) {
  const { i18n } = useLingui()
  if (warnings.length === 0)
    return keepLine ? (
      <Badge size="xs" variant="outline" style={{ visibility: 'hidden' }}>
        {'\u00a0'}
      </Badge>
    ) : null
  return (
    <Group gap={4} wrap="wrap" data-testid={testId}>
      {warnings.map((warning) => {
        const severity = TICK_WARNING_SEVERITY[warning.code]
        return (
          <Badge
            key={warning.code}
            size="xs"
            variant="outline"
            color={COLORS[severity]}
            title={i18n._(tickWarningSentence(warning))}
            leftSection={
              severity === 'high' ? (
                <IconAlertTriangle size={10} aria-hidden />
              ) : null
            }
            // The word carries the meaning; the text keeps the page's own
            // colour so it reads at AA contrast in both themes, the
            // severity colour is the outline.
            styles={{
              root: { color: 'var(--mantine-color-text)' },
              label: { textTransform: 'none' },
            }}
          >
            {i18n._(tickWarningLabel(warning))}
          </Badge>
        )
      })}
    </Group>
  )
}
