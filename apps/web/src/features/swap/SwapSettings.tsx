import { parseSlippage } from '@drc20/core'
import { Trans, useLingui } from '@lingui/react/macro'
import {
  ActionIcon,
  Alert,
  Button,
  Group,
  Popover,
  Stack,
  Text,
  TextInput,
} from '@mantine/core'
import { useAtom } from 'jotai'
import {
  DEFAULT_SLIPPAGE_TEXT,
  parseDeadlineMinutes,
  swapDeadlineTextAtom,
  swapSlippageTextAtom,
} from './atoms'
import { slippageWarningMessage } from './messages'

const PRESETS = ['0.1', '0.5', '1'] as const

/** Slippage tolerance (default 0.5%) and deadline, in a popover. */
export function SwapSettings() {
  const { t, i18n } = useLingui()
  const [slippageText, setSlippageText] = useAtom(swapSlippageTextAtom)
  const [deadlineText, setDeadlineText] = useAtom(swapDeadlineTextAtom)
  const parsed = parseSlippage(slippageText)
  const deadlineValid = parseDeadlineMinutes(deadlineText) !== undefined
  return (
    <Popover position="bottom-end" withArrow trapFocus shadow="md" width={300}>
      <Popover.Target>
        <ActionIcon variant="default" size="lg" aria-label={t`Swap settings`}>
          <span aria-hidden>⚙</span>
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs">
          <TextInput
            label={t`Slippage tolerance (%)`}
            value={slippageText}
            onChange={(event) => setSlippageText(event.currentTarget.value)}
            onBlur={() =>
              parsed.isOk() &&
              parsed.value.warning === 'VERY_HIGH' &&
              setSlippageText('99')
            }
            inputMode="decimal"
            error={
              parsed.isErr() ? t`Enter a valid slippage percentage` : undefined
            }
          />
          <Group gap="xs">
            {PRESETS.map((preset) => (
              <Button
                key={preset}
                size="compact-sm"
                variant={slippageText === preset ? 'filled' : 'default'}
                onClick={() => setSlippageText(preset)}
              >
                {preset}%
              </Button>
            ))}
            <Button
              size="compact-sm"
              variant="subtle"
              onClick={() => setSlippageText(DEFAULT_SLIPPAGE_TEXT)}
            >
              <Trans>Auto</Trans>
            </Button>
          </Group>
          {parsed.isOk() && parsed.value.warning && (
            <Alert color="yellow" p="xs" role="status">
              <Text size="sm">
                {i18n._(slippageWarningMessage(parsed.value.warning))}
              </Text>
            </Alert>
          )}
          <TextInput
            label={t`Transaction deadline (minutes)`}
            value={deadlineText}
            onChange={(event) => setDeadlineText(event.currentTarget.value)}
            inputMode="numeric"
            error={
              deadlineValid
                ? undefined
                : t`Enter a whole number of minutes from 1 to 4320`
            }
          />
        </Stack>
      </Popover.Dropdown>
    </Popover>
  )
}
