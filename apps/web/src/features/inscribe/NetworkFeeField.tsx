import type { GasTierName } from '@drc20/core'
import { useLingui } from '@lingui/react/macro'
import { Alert, SegmentedControl, Stack, Text, TextInput } from '@mantine/core'
import { useFormatters } from '../../i18n/useFormatters'
import { congestionMessage, feeChoiceErrorMessage } from './messages'
import type { NetworkFee } from './useNetworkFee'

type FeeOption = GasTierName | 'custom'

/** Network fee: the fee services' tiers or a custom rate, with the congestion warning. */
export function NetworkFeeField({ fee }: { readonly fee: NetworkFee }) {
  const { t, i18n } = useLingui()
  const { amount } = useFormatters()
  const value: FeeOption =
    fee.choice.kind === 'tier' ? fee.choice.tier : 'custom'
  const warning = congestionMessage(fee.congestion)
  const customError =
    fee.choice.kind === 'custom' && fee.rate.isErr()
      ? i18n._(feeChoiceErrorMessage(fee.rate.error))
      : undefined
  const rateLabel = (tier: GasTierName) => `${amount(fee.tiers[tier])} DOGE/kB`
  return (
    <Stack gap={6}>
      <Text size="sm" fw={500} id="network-fee-label">
        {t`Network fee`}
      </Text>
      <SegmentedControl
        aria-labelledby="network-fee-label"
        fullWidth
        value={value}
        onChange={(next) =>
          fee.setChoice(
            next === 'custom'
              ? { kind: 'custom', text: '' }
              : { kind: 'tier', tier: next as GasTierName },
          )
        }
        data={[
          { value: 'low', label: t`Slow` },
          { value: 'medium', label: t`Normal` },
          { value: 'high', label: t`Fast` },
          { value: 'custom', label: t`Custom` },
        ]}
      />
      {fee.choice.kind === 'tier' ? (
        <Text size="xs" c="dimmed" data-testid="fee-rate">
          {rateLabel(fee.choice.tier)}
        </Text>
      ) : (
        <TextInput
          label={t`Custom fee rate (DOGE per kB)`}
          inputMode="decimal"
          autoComplete="off"
          value={fee.choice.text}
          onChange={(event) =>
            fee.setChoice({ kind: 'custom', text: event.currentTarget.value })
          }
          error={customError}
        />
      )}
      {fee.fallback ? (
        <Text size="xs" c="dimmed">
          {t`The fee services did not answer: default rates are shown.`}
        </Text>
      ) : null}
      {warning ? (
        <Alert color="yellow" role="status" data-testid="congestion">
          {i18n._(warning)}
        </Alert>
      ) : null}
    </Stack>
  )
}
