import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Stack, Text } from '@mantine/core'
import { useAtomValue } from 'jotai'
import { runtimeConfigAtom } from '../../lib/services'
import { Modal } from '../../ui/Modal'

export const WALLET_MODAL_WIDTH = 500

type InstallWalletModalProps = { opened: boolean; onClose: () => void }

/** Spec: title "Please Install Wallet", a button to the extension store. */
export function InstallWalletModal({
  opened,
  onClose,
}: InstallWalletModalProps) {
  const { t } = useLingui()
  const { links } = useAtomValue(runtimeConfigAtom)
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t`Please Install Wallet`}
      size={WALLET_MODAL_WIDTH}
      centered
    >
      <Stack gap="md">
        <Text>
          <Trans>
            drc20 needs the Dogeuni (Unielon) browser-extension wallet, version
            1.4.3 or newer. Install it, then reload this page.
          </Trans>
        </Text>
        <Button
          component="a"
          href={links.walletStore}
          target="_blank"
          rel="noopener noreferrer"
        >
          <Trans>Install from the extension store</Trans>
        </Button>
      </Stack>
    </Modal>
  )
}
