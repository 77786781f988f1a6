import { useLingui } from '@lingui/react/macro'
import { useDisclosure } from '@mantine/hooks'
import { notifications } from '@mantine/notifications'
import { useSetAtom } from 'jotai'
import type { ReactNode } from 'react'
import { connectWalletAtom } from '../../lib/wallet/walletAtoms'
import { walletErrorMessage } from '../../lib/wallet/walletErrorMessage'
import { InstallWalletModal } from './InstallWalletModal'

/**
 * Connecting the wallet from any button: asks the wallet, opens the
 * "Please Install Wallet" modal when no wallet is installed, and shows a
 * failure as a translated notification (docs/product.md §4). Render
 * `installModal` beside the button.
 */
export function useConnectWallet(): {
  readonly connect: () => Promise<void>
  readonly installModal: ReactNode
} {
  const { t, i18n } = useLingui()
  const connectWallet = useSetAtom(connectWalletAtom)
  const [installOpened, install] = useDisclosure(false)
  const connect = async () => {
    const outcome = await connectWallet()
    if (outcome.kind === 'not-installed') install.open()
    if (outcome.kind === 'failed') {
      notifications.show({
        color: 'red',
        title: t`Wallet`,
        message: i18n._(walletErrorMessage(outcome.error)),
      })
    }
  }
  return {
    connect,
    installModal: (
      <InstallWalletModal opened={installOpened} onClose={install.close} />
    ),
  }
}
