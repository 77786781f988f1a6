import { useLingui } from '@lingui/react/macro'
import { ActionIcon } from '@mantine/core'
import { GasIcon } from '../../components/icons'
import { useHeaderPopup } from './useHeaderPopup'

/** The header's gas-fee button; its popover loads with the header popups. */
export function GasFeeButton() {
  const { t } = useLingui()
  const { popups, intent, triggerProps } = useHeaderPopup('dialog')
  const target = (
    <ActionIcon
      variant="default"
      size="lg"
      aria-label={t`Gas fees`}
      // Focus stays on the trigger pressed before its popup had loaded.
      autoFocus={popups ? intent.focus : undefined}
      {...(popups ? {} : triggerProps)}
    >
      <GasIcon />
    </ActionIcon>
  )
  return popups ? (
    <popups.GasFeePopover target={target} defaultOpened={intent.open} />
  ) : (
    target
  )
}
