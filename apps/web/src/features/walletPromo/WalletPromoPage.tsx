import { MIN_WALLET_VERSION } from '@drc20/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { Button, List, Stack, Text, Title } from '@mantine/core'
import { useAtomValue } from 'jotai'
import { runtimeConfigAtom } from '../../lib/services'
import { useDocumentTitle } from '../shell/useDocumentTitle'

export function WalletPromoPage() {
  const { t } = useLingui()
  const { links } = useAtomValue(runtimeConfigAtom)
  useDocumentTitle(t`Wallet`)
  const version = MIN_WALLET_VERSION
  return (
    <Stack gap="lg" py="xl" maw={760}>
      <Title order={1}>
        <Trans>Your keys, your DRC-20</Trans>
      </Title>
      <Text size="lg" c="dimmed">
        <Trans>
          drc20 works with the Dogeuni (formerly Unielon) browser-extension
          wallet. It is non-custodial: your private keys never leave your
          browser, and nothing happens without your signature.
        </Trans>
      </Text>
      <List spacing="xs">
        <List.Item>
          <Trans>Inscribe, transfer and trade DRC-20 tokens and files.</Trans>
        </List.Item>
        <List.Item>
          <Trans>Swap, provide liquidity, wrap DOGE and stake.</Trans>
        </List.Item>
        <List.Item>
          <Trans>Version {version} or newer is required.</Trans>
        </List.Item>
      </List>
      <Button
        component="a"
        href={links.walletStore}
        target="_blank"
        rel="noopener noreferrer"
        size="md"
        w="fit-content"
      >
        <Trans>Get the wallet</Trans>
      </Button>
    </Stack>
  )
}
