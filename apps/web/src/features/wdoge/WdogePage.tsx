import { DEFAULT_GAS_TIERS } from '@drc20/core'
import { useLingui } from '@lingui/react/macro'
import { Card, Stack, Tabs, Text, Title } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useAtomValue } from 'jotai'
import { useServices } from '../../lib/services'
import { signingAddressAtom } from '../../lib/wallet/walletAtoms'
import { newBlockAtom, tradingPausedAtom } from '../blocks/atoms'
import { gasTiersQueryOptions } from '../gas/gasTiersQueryOptions'
import { useDocumentTitle } from '../shell/useDocumentTitle'
import { dogeBalanceAtom } from '../tokens/atoms'
import { DepositForm } from './DepositForm'
import { WdogeOrderHistory } from './WdogeOrderHistory'
import { WithdrawForm } from './WithdrawForm'
import { wdogeBalanceQueryOptions } from './wdogeQueries'

/** /wdoge: wrap DOGE into WDOGE and back, with the address' history. */
export function WdogePage() {
  const { t } = useLingui()
  useDocumentTitle('WDOGE')
  const { api } = useServices()
  const address = useAtomValue(signingAddressAtom)
  const dogeBalance = useAtomValue(dogeBalanceAtom)
  const newBlock = useAtomValue(newBlockAtom)
  const tradingPaused = useAtomValue(tradingPausedAtom)
  const canAct = address !== undefined
  const indexHeight = newBlock?.indexHeight
  const gas = useQuery(gasTiersQueryOptions(api))
  const feeRatePerKb = gas.data?.tiers.medium ?? DEFAULT_GAS_TIERS.medium
  const wdoge = useQuery(wdogeBalanceQueryOptions(api, address, indexHeight))

  return (
    <Stack gap="lg" py="md" maw={960} mx="auto">
      <Stack gap={4}>
        <Title order={1}>{t`WDOGE`}</Title>
        <Text c="dimmed">
          {t`Wrap DOGE into WDOGE (WRAPPED-DOGE) to trade it in the pools, and unwrap it back to DOGE.`}
        </Text>
      </Stack>
      <Card withBorder padding="lg" maw={520} w="100%">
        <Tabs defaultValue="deposit" keepMounted={false}>
          <Tabs.List grow aria-label={t`Wrap or unwrap`}>
            <Tabs.Tab value="deposit">{t`Wrap DOGE`}</Tabs.Tab>
            <Tabs.Tab value="withdraw">{t`Unwrap WDOGE`}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="deposit" pt="md">
            <DepositForm
              dogeBalance={dogeBalance}
              connected={canAct}
              feeRatePerKb={feeRatePerKb}
              tradingPaused={tradingPaused}
            />
          </Tabs.Panel>
          <Tabs.Panel value="withdraw" pt="md">
            <WithdrawForm
              wdogeBalance={address === undefined ? undefined : wdoge.data}
              connected={canAct}
              tradingPaused={tradingPaused}
            />
          </Tabs.Panel>
        </Tabs>
      </Card>
      <WdogeOrderHistory address={address} indexHeight={indexHeight} />
    </Stack>
  )
}
