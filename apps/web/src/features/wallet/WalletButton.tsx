import { shortenAddress } from '@drc20/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Menu, Text, VisuallyHidden } from '@mantine/core'
import { useClipboard, useDisclosure } from '@mantine/hooks'
import { useAtomValue, useSetAtom } from 'jotai'
import { useEffect } from 'react'
import { StarIcon } from '../../components/icons'
import { useFormatters } from '../../i18n/useFormatters'
import { useIsOg } from '../../lib/og/useIsOg'
import {
  disconnectWalletAtom,
  walletStateAtom,
} from '../../lib/wallet/walletAtoms'
import { useConnectWallet } from './useConnectWallet'
import { WalletUpdateModal } from './WalletUpdateModal'

/** The header's wallet control, one look per wallet state (docs/product.md §4). */
export function WalletButton() {
  const { t } = useLingui()
  const wallet = useAtomValue(walletStateAtom)
  const isOg = useIsOg()
  const { connect, installModal } = useConnectWallet()
  const disconnect = useSetAtom(disconnectWalletAtom)
  const format = useFormatters()
  const clipboard = useClipboard({ timeout: 3_000 })
  const [updateOpened, update] = useDisclosure(false)

  const tooOld = wallet.status === 'version-too-low'
  useEffect(() => {
    if (tooOld) update.open()
  }, [tooOld, update])

  const modals = (
    <>
      {installModal}
      <WalletUpdateModal
        opened={updateOpened}
        onClose={update.close}
        version={wallet.version}
      />
    </>
  )

  if (wallet.status === 'connected' && wallet.address) {
    const address = wallet.address
    return (
      <>
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <Button
              data-wallet-status={wallet.status}
              variant={isOg ? 'gradient' : 'default'}
              gradient={{ from: 'doge.7', to: 'orange.9', deg: 90 }}
            >
              {/* Named "Wallet <full address>[, OG address] <short>": the
                  visible short address stays part of the name. */}
              <VisuallyHidden>
                {isOg
                  ? t`Wallet ${address}, OG address`
                  : t`Wallet ${address}`}{' '}
              </VisuallyHidden>
              {isOg ? <StarIcon size={14} style={{ marginRight: 4 }} /> : null}
              {shortenAddress(address)}
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            {wallet.balance ? (
              <Menu.Label>
                <Trans>
                  Balance: {format.amount(wallet.balance.confirmed)} DOGE
                </Trans>
              </Menu.Label>
            ) : null}
            {isOg ? (
              <Menu.Label>
                <Text size="xs" c="doge">
                  <Trans>OG address: 20% off service fees</Trans>
                </Text>
              </Menu.Label>
            ) : null}
            <Menu.Item onClick={() => clipboard.copy(address)}>
              {clipboard.copied ? t`Address copied` : t`Copy address`}
            </Menu.Item>
            <Menu.Item color="red" onClick={() => disconnect()}>
              <Trans>Disconnect</Trans>
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
        {modals}
      </>
    )
  }

  const label = (() => {
    switch (wallet.status) {
      case 'version-too-low':
        return t`Update wallet`
      case 'locked':
        return t`Unlock wallet`
      case 'wrong-network':
        return t`Wrong network`
      case 'connecting':
        return t`Connecting…`
      default:
        return t`Connect Wallet`
    }
  })()

  return (
    <>
      {/* The status, for browser tests: the label reads "Connect Wallet"
          both before and after a provider has been found and checked. */}
      <Button
        data-wallet-status={wallet.status}
        loading={wallet.status === 'connecting'}
        color={wallet.status === 'wrong-network' ? 'red' : undefined}
        onClick={() => {
          if (wallet.status === 'connecting') return
          if (tooOld) update.open()
          else void connect()
        }}
      >
        {label}
      </Button>
      {modals}
    </>
  )
}
