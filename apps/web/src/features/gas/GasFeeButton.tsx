import { Trans, useLingui } from '@lingui/react/macro'
import { ActionIcon, Loader, Popover, Text } from '@mantine/core'
import { lazy, Suspense } from 'react'
import { GasIcon } from '../../components/icons'

const GasFeePanel = lazy(() =>
  import('./GasFeePanel').then((m) => ({ default: m.GasFeePanel })),
)

/**
 * The header's gas-fee popover. The panel (api client, price math) loads
 * when first opened.
 */
export function GasFeeButton() {
  const { t } = useLingui()
  return (
    <Popover width={300} position="bottom-end" withArrow shadow="md">
      <Popover.Target>
        <ActionIcon variant="default" size="lg" aria-label={t`Gas fees`}>
          <GasIcon />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown>
        <Text fw={600} size="sm" mb="xs">
          <Trans>Gas fees</Trans>
        </Text>
        <Suspense fallback={<Loader size="sm" aria-label={t`Loading fees`} />}>
          <GasFeePanel />
        </Suspense>
      </Popover.Dropdown>
    </Popover>
  )
}
