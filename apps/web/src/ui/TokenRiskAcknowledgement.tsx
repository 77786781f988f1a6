import {
  needsRiskAcknowledgement,
  revealTick,
  TICK_WARNING_SEVERITY,
  type TickWarning,
} from '@drc20/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { Alert, Checkbox, Code, List, Stack, Text } from '@mantine/core'
import { IconAlertTriangle } from '@tabler/icons-react'
import { tickWarningSentence } from './tickWarningText'

export type TokenRiskAcknowledgementProps = {
  /** The wire tick, shown exactly (hidden and non-ASCII characters revealed). */
  readonly tick: string
  /** core's `getTickWarnings` for it. */
  readonly warnings: readonly TickWarning[]
  /** Whether the user has taken the step (checked). */
  readonly acknowledged: boolean
  /** The box was ticked or cleared. */
  readonly onAcknowledgedChange: (acknowledged: boolean) => void
  readonly testId?: string
}

/**
 * The explicit "unverified token — I understand the risk" step, as
 * mature swap interfaces ask it before an unknown token is used: the
 * tick as it is on the wire, every warning in a sentence, and a box the
 * user must tick. Shown whenever core's `needsRiskAcknowledgement` says
 * so; with only milder warnings it lists them without the box.
 */
export function TokenRiskAcknowledgement({
  tick,
  warnings,
  acknowledged,
  onAcknowledgedChange,
  testId,
}: TokenRiskAcknowledgementProps) {
  const { t, i18n } = useLingui()
  const shown = warnings.filter((w) => w.code !== 'SYSTEM_TICK')
  if (shown.length === 0) return null
  const step = needsRiskAcknowledgement(warnings)
  const high = shown.some((w) => TICK_WARNING_SEVERITY[w.code] === 'high')
  const unverified = shown.some((w) => w.code === 'UNVERIFIED')
  const wire = revealTick(tick)
  return (
    <Alert
      color={high ? 'red' : 'orange'}
      variant="light"
      icon={<IconAlertTriangle size={18} aria-hidden />}
      data-testid={testId}
      role="group"
      aria-label={t`Token risk: ${wire}`}
    >
      <Stack gap="xs">
        <Text size="sm" fw={700}>
          <Trans>
            Check this token: <Code>{wire}</Code>
          </Trans>
        </Text>
        <List size="sm" spacing={2}>
          {shown.map((warning) => (
            <List.Item key={warning.code}>
              {i18n._(tickWarningSentence(warning))}
            </List.Item>
          ))}
        </List>
        {step ? (
          <Checkbox
            checked={acknowledged}
            onChange={(event) =>
              onAcknowledgedChange(event.currentTarget.checked)
            }
            label={
              unverified
                ? t`Unverified token — I understand the risk`
                : t`I understand the risk`
            }
            fw={600}
          />
        ) : null}
      </Stack>
    </Alert>
  )
}
