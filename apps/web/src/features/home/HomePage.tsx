import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import {
  Accordion,
  Button,
  Card,
  Group,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core'
import { Link } from '@tanstack/react-router'
import { useDocumentTitle } from '../shell/useDocumentTitle'

const FEATURES: {
  title: MessageDescriptor
  body: MessageDescriptor
  to: string
}[] = [
  {
    title: msg`Inscribe`,
    body: msg`Deploy and mint DRC-20 tokens, or inscribe files from a zip upload.`,
    to: '/inscribe',
  },
  {
    title: msg`Market`,
    body: msg`List, buy and cancel token orders with trade history and floor prices.`,
    to: '/market',
  },
  {
    title: msg`Swap and pools`,
    body: msg`Swap on a constant-product AMM and earn the 0.3% fee as a liquidity provider.`,
    to: '/swap',
  },
  {
    title: msg`WDOGE`,
    body: msg`Wrap DOGE into WDOGE to trade it like any DRC-20, and unwrap it back.`,
    to: '/wdoge',
  },
  {
    title: msg`Stake`,
    body: msg`Stake tokens and LP positions and claim your rewards.`,
    to: '/stake',
  },
  {
    title: msg`Collections`,
    body: msg`Create file collections, list them, and buy through a cart.`,
    to: '/collections',
  },
]

const FAQ: { q: MessageDescriptor; a: MessageDescriptor }[] = [
  {
    q: msg`What do I need to start?`,
    a: msg`A Dogecoin browser-extension wallet, version 1.4.3 or newer. Browsing needs nothing; every action asks your wallet to sign.`,
  },
  {
    q: msg`Does drc20 hold my funds or keys?`,
    a: msg`No. The wallet is non-custodial: keys stay in your browser and every operation is an inscription you sign yourself.`,
  },
  {
    q: msg`Is the quote I see what I get?`,
    a: msg`Yes, to the base unit: quotes use the indexer's exact integer rules, and your minimum received protects you if the price moves before your transaction settles.`,
  },
  {
    q: msg`Why does my operation show as pending?`,
    a: msg`The indexer applies a block once another block is mined on top of it. Pending operations are tracked until they settle or fail, even across reloads.`,
  },
  {
    q: msg`What does OG status give me?`,
    a: msg`Addresses on the OG list get 20% off the service fee wherever fees appear.`,
  },
]

export function HomePage() {
  const { i18n, t } = useLingui()
  useDocumentTitle(undefined)
  return (
    <Stack gap={48} py="xl">
      <Stack gap="md" maw={760}>
        <Title order={1}>
          <Trans>Inscribe, trade and swap DRC-20 on Dogecoin</Trans>
        </Title>
        <Text size="lg" c="dimmed">
          <Trans>
            Deploy and mint tokens, trade on the market, swap and provide
            liquidity, wrap DOGE and stake, all from your own wallet.
          </Trans>
        </Text>
        <Group>
          <Button component={Link} to="/swap" size="md">
            <Trans>Start swapping</Trans>
          </Button>
          <Button component={Link} to="/drc20" size="md" variant="default">
            <Trans>Explore tokens</Trans>
          </Button>
        </Group>
      </Stack>

      <Stack gap="md" component="section" aria-labelledby="features-title">
        <Title order={2} id="features-title">
          <Trans>Everything DRC-20, in one place</Trans>
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
          {FEATURES.map((f) => (
            <Card key={f.to} withBorder padding="lg" radius="md">
              <Stack gap="xs" h="100%">
                <Title order={3} size="h4">
                  {i18n._(f.title)}
                </Title>
                <Text c="dimmed" style={{ flex: 1 }}>
                  {i18n._(f.body)}
                </Text>
                <Button
                  component={Link}
                  to={f.to}
                  variant="light"
                  aria-label={t`Open ${i18n._(f.title)}`}
                >
                  <Trans>Open</Trans>
                </Button>
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      </Stack>

      <Stack gap="md" component="section" aria-labelledby="faq-title" id="faq">
        <Title order={2} id="faq-title">
          <Trans>Questions</Trans>
        </Title>
        <Accordion variant="separated">
          {FAQ.map((item) => (
            <Accordion.Item key={item.q.id} value={item.q.id}>
              <Accordion.Control>{i18n._(item.q)}</Accordion.Control>
              <Accordion.Panel>{i18n._(item.a)}</Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      </Stack>
    </Stack>
  )
}
