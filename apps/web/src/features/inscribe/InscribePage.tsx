import type { InscribeOp } from '@drc20/core'
import { useLingui } from '@lingui/react/macro'
import { Card, Group, Stack, Tabs, Text, Title } from '@mantine/core'
import { useNavigate } from '@tanstack/react-router'
import { useAtomValue } from 'jotai'
import { useHeldBalances } from '../../lib/query/useHeldBalances'
import { signingAddressAtom } from '../../lib/wallet/walletAtoms'
import { AnchorLink } from '../../ui/AnchorLink'
import { useDocumentTitle } from '../shell/useDocumentTitle'
import { Drc20OrderHistory } from './Drc20OrderHistory'
import { InscribeForm } from './InscribeForm'

/** /inscribe: deploy or mint a DRC-20 token, and the address' order history. */
export function InscribePage({
  op,
  tick,
}: {
  readonly op: InscribeOp
  readonly tick: string | undefined
}) {
  const { t } = useLingui()
  useDocumentTitle(t`Inscribe`)
  const navigate = useNavigate()
  const address = useAtomValue(signingAddressAtom)
  const { doge } = useHeldBalances()
  return (
    <Stack gap="lg" py="md" maw={960} mx="auto">
      <Stack gap={4}>
        <Title order={1}>{t`Inscribe`}</Title>
        <Text c="dimmed">
          {t`Deploy a DRC-20 token or mint one, inscribed by your wallet.`}
        </Text>
        <Group gap="md">
          <AnchorLink to="/inscribe/$maxSize" params={{ maxSize: 50000 }}>
            {t`Inscribe files from a zip`}
          </AnchorLink>
          <AnchorLink to="/inscribe/point">{t`Look up an inscription`}</AnchorLink>
          <AnchorLink to="/transfer">{t`Transfer tokens`}</AnchorLink>
        </Group>
      </Stack>
      <Card withBorder padding="lg" maw={560} w="100%">
        <Tabs
          value={op}
          onChange={(next) =>
            void navigate({
              to: '/inscribe',
              search: { op: next === 'deploy' ? 'deploy' : 'mint' },
            })
          }
          keepMounted={false}
        >
          <Tabs.List grow aria-label={t`Deploy or mint`}>
            <Tabs.Tab value="mint">{t`Mint`}</Tabs.Tab>
            <Tabs.Tab value="deploy">{t`Deploy`}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value={op} pt="md">
            <InscribeForm
              key={`${op}:${tick ?? ''}`}
              op={op}
              initialTick={tick}
              address={address}
              dogeBalance={doge}
            />
          </Tabs.Panel>
        </Tabs>
      </Card>
      <Drc20OrderHistory address={address} />
    </Stack>
  )
}
