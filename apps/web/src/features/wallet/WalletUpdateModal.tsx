import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Code, Group, Stack, Text } from '@mantine/core'
import { useClipboard } from '@mantine/hooks'
import { useAtomValue } from 'jotai'
import { runtimeConfigAtom } from '../../lib/services'
import { Modal } from '../../ui/Modal'
import { WALLET_MODAL_WIDTH } from './InstallWalletModal'

/** Chrome blocks pages from opening its extensions page. */
export const EXTENSIONS_PAGE = 'chrome://extensions'

type WalletUpdateModalProps = {
  opened: boolean
  onClose: () => void
  version?: string
}

/**
 * Spec: shown below 1.4.3, with Download and Update buttons. Update cannot
 * open the extensions page itself, so it copies the address and shows it.
 */
export function WalletUpdateModal({
  opened,
  onClose,
  version,
}: WalletUpdateModalProps) {
  const { t } = useLingui()
  const { links } = useAtomValue(runtimeConfigAtom)
  const clipboard = useClipboard({ timeout: 3_000 })
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t`Update your wallet`}
      size={WALLET_MODAL_WIDTH}
      centered
    >
      <Stack gap="md">
        <Text>
          <Trans>Wallet version too low, update to 1.4.3 or above.</Trans>
        </Text>
        {version ? (
          <Text size="sm" c="dimmed">
            <Trans>Installed version: {version}</Trans>
          </Text>
        ) : null}
        <Text size="sm">
          <Trans>
            Your browser does not let websites open its extensions page. Open it
            yourself by entering this address in a new tab, then update the
            wallet there:
          </Trans>
        </Text>
        <Code block>{EXTENSIONS_PAGE}</Code>
        {clipboard.copied ? (
          <Text size="sm" c="teal" role="status">
            <Trans>Address copied</Trans>
          </Text>
        ) : null}
        <Group justify="flex-end">
          <Button
            component="a"
            href={links.walletStore}
            target="_blank"
            rel="noopener noreferrer"
            variant="default"
          >
            <Trans>Download</Trans>
          </Button>
          <Button onClick={() => clipboard.copy(EXTENSIONS_PAGE)}>
            <Trans>Update</Trans>
          </Button>
        </Group>
      </Stack>
    </Modal>
  )
}
