import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import {
  Anchor,
  Container,
  Divider,
  Group,
  SimpleGrid,
  Stack,
  Text,
} from '@mantine/core'
import { Link } from '@tanstack/react-router'
import { useAtomValue } from 'jotai'
import type { RuntimeConfig } from '../../lib/config/runtimeConfig'
import { runtimeConfigAtom } from '../../lib/services'

type Links = RuntimeConfig['links']
type FooterLink =
  | { label: MessageDescriptor; to: string }
  | { label: MessageDescriptor; href: (links: Links) => string }

const GROUPS: { title: MessageDescriptor; links: FooterLink[] }[] = [
  {
    title: msg`About`,
    links: [
      { label: msg`Home`, to: '/' },
      { label: msg`Wallet`, to: '/wallet' },
    ],
  },
  {
    title: msg`Discovery`,
    links: [
      { label: msg`DRC-20 tokens`, to: '/drc20' },
      { label: msg`Market`, to: '/market' },
      { label: msg`Swap`, to: '/swap' },
      { label: msg`Analytics`, to: '/analytics' },
    ],
  },
  {
    title: msg`Developers`,
    links: [
      { label: msg`Developer site`, href: (l) => l.developers },
      { label: msg`Source code`, href: (l) => l.github },
    ],
  },
  {
    title: msg`Support`,
    links: [
      { label: msg`Get the wallet`, to: '/wallet' },
      { label: msg`Transfer`, to: '/transfer' },
    ],
  },
  {
    title: msg`Ecosystem`,
    links: [
      { label: msg`Launch partner`, href: (l) => l.launchpadPartner },
      { label: msg`Launchpad`, to: '/launchpad' },
      { label: msg`Stake`, to: '/stake' },
    ],
  },
]

const SOCIAL: { label: MessageDescriptor; href: (l: Links) => string }[] = [
  { label: msg`X (Twitter)`, href: (l) => l.twitter },
  { label: msg`Telegram`, href: (l) => l.telegram },
  { label: msg`Discord`, href: (l) => l.discord },
  { label: msg`GitHub`, href: (l) => l.github },
]

export function Footer() {
  const { i18n } = useLingui()
  const { links } = useAtomValue(runtimeConfigAtom)
  const year = new Date().getFullYear()
  return (
    <Container component="footer" size="lg" py="xl" mt="xl">
      <Divider mb="xl" />
      <SimpleGrid cols={{ base: 2, sm: 3, md: 5 }} spacing="lg">
        {GROUPS.map((group) => (
          <Stack key={group.title.id} gap={6}>
            <Text fw={700} component="h2" size="sm">
              {i18n._(group.title)}
            </Text>
            {group.links.map((link) =>
              'to' in link ? (
                <Anchor
                  key={link.label.id}
                  component={Link}
                  to={link.to}
                  size="sm"
                  c="dimmed"
                >
                  {i18n._(link.label)}
                </Anchor>
              ) : (
                <Anchor
                  key={link.label.id}
                  href={link.href(links)}
                  target="_blank"
                  rel="noopener noreferrer"
                  size="sm"
                  c="dimmed"
                >
                  {i18n._(link.label)}
                </Anchor>
              ),
            )}
          </Stack>
        ))}
      </SimpleGrid>
      <Group justify="space-between" mt="xl" gap="sm">
        <Text size="sm" c="dimmed">
          <Trans>
            © {year} drc20. Non-custodial: your keys never leave your wallet.
          </Trans>
        </Text>
        <Group gap="md">
          {SOCIAL.map((s) => (
            <Anchor
              key={s.label.id}
              href={s.href(links)}
              target="_blank"
              rel="noopener noreferrer"
              size="sm"
              c="dimmed"
            >
              {i18n._(s.label)}
            </Anchor>
          ))}
        </Group>
      </Group>
    </Container>
  )
}
