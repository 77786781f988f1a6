import { Trans, useLingui } from '@lingui/react/macro'
import { Popover, Text } from '@mantine/core'
import { lazy, type ReactElement, Suspense } from 'react'
import { LoadingIndicator } from '../../ui/LoadingIndicator'

const GasFeePanel = lazy(() =>
  import('./GasFeePanel').then((m) => ({ default: m.GasFeePanel })),
)

type GasFeePopoverProps = {
  target: ReactElement
  defaultOpened: boolean
}

/** The gas-fee popover; its panel (api client, price math) loads on open. */
export function GasFeePopover({ target, defaultOpened }: GasFeePopoverProps) {
  const { t } = useLingui()
  return (
    <Popover
      width={300}
      position="bottom-end"
      withArrow
      shadow="md"
      defaultOpened={defaultOpened}
    >
      <Popover.Target>{target}</Popover.Target>
      <Popover.Dropdown>
        <Text fw={600} size="sm" mb="xs">
          <Trans>Gas fees</Trans>
        </Text>
        <Suspense
          fallback={<LoadingIndicator size="sm" label={t`Loading fees`} />}
        >
          <GasFeePanel />
        </Suspense>
      </Popover.Dropdown>
    </Popover>
  )
}
