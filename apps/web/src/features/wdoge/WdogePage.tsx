import { DEFAULT_GAS_TIERS, getHeldAmount, WDOGE_TICK } from '@drc20/core'
import { useLingui } from '@lingui/react/macro'
import { Card, Stack, Tabs, Text, Title } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useAtomValue } from 'jotai'
import { gasTiersQueryOptions } from '../../lib/query/serviceQueries'
import { useTradingGate } from '../../lib/query/useBlockPoll'
import { useHeldBalances } from '../../lib/query/useHeldBalances'
import { useServices } from '../../lib/services'
import { signingAddressAtom } from '../../lib/wallet/walletAtoms'
import { useDocumentTitle } from '../shell/useDocumentTitle'
import { DepositForm } from './DepositForm'
import { WdogeOrderHistory } from './WdogeOrderHistory'
import { WithdrawForm } from './WithdrawForm'

/** /wdoge: wrap DOGE into WDOGE and back, with the address' history. */
export function WdogePage() {
  const { t } = useLingui()
  useDocumentTitle('WDOGE')
  const { api } = useServices()
  const address = useAtomValue(signingAddressAtom)
  const balances = useHeldBalances()
  const dogeBalance = balances.doge
  const { paused: tradingPaused } = useTradingGate()
  const canAct = address !== undefined
  const gas = useQuery(gasTiersQueryOptions(api))
  const feeRatePerKb = gas.data?.tiers.medium ?? DEFAULT_GAS_TIERS.medium
  const wdogeBalance = getHeldAmount(balances, { tick: WDOGE_TICK })

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
              wdogeBalance={wdogeBalance}
              connected={canAct}
              tradingPaused={tradingPaused}
            />
          </Tabs.Panel>
        </Tabs>
      </Card>
      <WdogeOrderHistory address={address} />
    </Stack>
  )
}
