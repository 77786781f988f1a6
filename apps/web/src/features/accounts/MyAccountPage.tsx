import { useLingui } from '@lingui/react/macro'
import { Button, Card, Stack, Text, Title } from '@mantine/core'
import { useAtomValue } from 'jotai'
import { connectedAddressAtom } from '../../lib/wallet/walletAtoms'
import { useDocumentTitle } from '../shell/useDocumentTitle'
import { useConnectWallet } from '../wallet/useConnectWallet'
import { AccountPage } from './AccountPage'
import type { ActivityFilterSearch } from './ActivitySection'

/** /account: the connected wallet's own page, or a prompt to connect. */
export function MyAccountPage({
  filter,
  onFilterChange,
}: {
  filter: ActivityFilterSearch
  onFilterChange: (filter: ActivityFilterSearch) => void
}) {
  const { t } = useLingui()
  const address = useAtomValue(connectedAddressAtom)
  const { connect, installModal } = useConnectWallet()
  useDocumentTitle(t`My account`)
  if (address === undefined)
    return (
      <Stack gap="lg" py="md" maw={520} mx="auto">
        <Title order={1}>{t`My account`}</Title>
        <Card withBorder padding="lg">
          <Stack gap="sm">
            <Text>{t`Connect your wallet to see your holdings and activity.`}</Text>
            <Button
              onClick={() => void connect()}
              data-testid="account-connect"
            >
              {t`Connect wallet`}
            </Button>
          </Stack>
        </Card>
        {installModal}
      </Stack>
    )
  return (
    <AccountPage
      address={address}
      title={t`My account`}
      filter={filter}
      onFilterChange={onFilterChange}
    />
  )
}
