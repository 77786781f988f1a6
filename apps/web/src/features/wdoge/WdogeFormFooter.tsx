import type { MessageDescriptor } from '@lingui/core'
import { useLingui } from '@lingui/react/macro'
import { Alert, Button, Text } from '@mantine/core'

type WdogeFormFooterProps = {
  readonly tradingPaused: boolean
  /** Why the form is paused, in the form's own words. */
  readonly pausedText: string
  readonly error: MessageDescriptor | undefined
  readonly connected: boolean
  /** What to do when no wallet is connected. */
  readonly connectText: string
  readonly submitting: boolean
  readonly disabled: boolean
  readonly submitLabel: string
}

/** What the wrap and unwrap forms end with: notices, then the submit. */
export function WdogeFormFooter({
  tradingPaused,
  pausedText,
  error,
  connected,
  connectText,
  submitting,
  disabled,
  submitLabel,
}: WdogeFormFooterProps) {
  const { i18n, t } = useLingui()
  return (
    <>
      {tradingPaused ? (
        <Alert role="status" color="yellow" title={t`Trading paused`}>
          {pausedText}
        </Alert>
      ) : null}
      {error ? (
        <Alert color="red" role="alert" title={t`Not sent`}>
          {i18n._(error)}
        </Alert>
      ) : null}
      {!connected ? (
        <Text size="sm" c="dimmed">
          {connectText}
        </Text>
      ) : null}
      <Button type="submit" loading={submitting} disabled={disabled}>
        {submitLabel}
      </Button>
    </>
  )
}
