import {
  DEFAULT_SLIPPAGE_BPS,
  getSlippage,
  parseDeadlineMinutes,
} from '@drc20/core'
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
import type { ComponentProps } from 'react'
import { SettingsIcon } from '../../components/icons'
import { useFormatters } from '../../i18n/useFormatters'
import { usePopoverOnFirstClick } from '../../ui/usePopoverOnFirstClick'
import {
  DEFAULT_SLIPPAGE_TEXT,
  swapDeadlineTextAtom,
  swapSlippageTextAtom,
} from './atoms'
import { slippageWarningMessage } from './messages'

/** Preset tolerances in basis points: 0.1%, 0.5%, 1%. */
const PRESETS_BPS = [10n, 50n, 100n] as const

/** Slippage tolerance (default 0.5%) and deadline, in a popover. */
export function SwapSettings() {
  const { t, i18n } = useLingui()
  const [slippageText, setSlippageText] = useAtom(swapSlippageTextAtom)
  const [deadlineText, setDeadlineText] = useAtom(swapDeadlineTextAtom)
  const { amount, amountInput, separators } = useFormatters()
  const isDefault = slippageText.trim() === ''
  // As the form reads it: blank is the default, with nothing to warn about.
  const parsed = getSlippage(slippageText, separators)
  const currentBps = parsed?.bps
  const deadlineValid = parseDeadlineMinutes(deadlineText) !== undefined
  const popover = usePopoverOnFirstClick()
  const trigger = (props: ComponentProps<typeof ActionIcon<'button'>>) => (
    <ActionIcon
      variant="default"
      size="lg"
      aria-label={t`Swap settings`}
      {...props}
    >
      <SettingsIcon />
    </ActionIcon>
  )
  if (!popover.mounted) return trigger(popover.plainTriggerProps)
  return (
    <Popover
      position="bottom-end"
      withArrow
      trapFocus
      returnFocus
      shadow="md"
      width={300}
      {...popover.popoverProps}
    >
      <Popover.Target>{trigger(popover.targetProps)}</Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs">
          <TextInput
            label={t`Slippage tolerance (%)`}
            value={slippageText}
            placeholder={amountInput(DEFAULT_SLIPPAGE_BPS, 2)}
            onChange={(event) => setSlippageText(event.currentTarget.value)}
            onBlur={() =>
              parsed?.warning === 'VERY_HIGH' && setSlippageText('99')
            }
            inputMode="decimal"
            error={
              currentBps === undefined
                ? t`Enter a valid slippage percentage`
                : undefined
            }
          />
          <Group gap="xs">
            {PRESETS_BPS.map((bps) => (
              <Button
                key={bps}
                size="compact-sm"
                variant={
                  !isDefault && currentBps === bps ? 'filled' : 'default'
                }
                onClick={() => setSlippageText(amountInput(bps, 2))}
              >
                {amount(bps, 2)}%
              </Button>
            ))}
            <Button
              size="compact-sm"
              variant={isDefault ? 'filled' : 'subtle'}
              aria-pressed={isDefault}
              onClick={() => setSlippageText(DEFAULT_SLIPPAGE_TEXT)}
            >
              <Trans>Auto</Trans>
            </Button>
          </Group>
          {parsed?.warning && (
            <Alert color="yellow" p="xs" role="status">
              <Text size="sm">
                {i18n._(slippageWarningMessage(parsed.warning))}
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
