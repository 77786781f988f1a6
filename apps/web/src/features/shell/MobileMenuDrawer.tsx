import { useLingui } from '@lingui/react/macro'
import {
  Divider,
  Drawer,
  Group,
  NavLink as MantineNavLink,
  Stack,
} from '@mantine/core'
import { Link } from '@tanstack/react-router'
import { useAtomValue } from 'jotai'
import { runtimeConfigAtom } from '../../lib/services'
import { useOpenedAfterMount } from '../../ui/useOpenedAfterMount'
import { LazyBlockIndicator } from '../blocks/LazyBlockIndicator'
import { GasFeeButton } from './GasFeeButton'
import { LanguageMenu } from './LanguageMenu'
import { getMobileMenu } from './navigation'
import { ThemeToggle } from './ThemeToggle'

type MobileMenuDrawerProps = {
  opened: boolean
  onClose: () => void
  pathname: string
}

/** The mobile menu's drawer: the route list without hidden routes. */
export function MobileMenuDrawer({
  opened,
  onClose,
  pathname,
}: MobileMenuDrawerProps) {
  const { i18n, t } = useLingui()
  const { links } = useAtomValue(runtimeConfigAtom)
  const close = onClose
  // Loaded on the first opening (MobileMenu): that opening animates too.
  const shown = useOpenedAfterMount(opened)
  return (
    <Drawer
      opened={shown}
      onClose={close}
      title={t`Menu`}
      size="xs"
      closeButtonProps={{ 'aria-label': t`Close menu` }}
    >
      <Stack component="nav" aria-label={t`Main`} gap={0}>
        {getMobileMenu().map((link) =>
          link.kind === 'route' ? (
            <MantineNavLink
              key={link.to}
              component={Link}
              to={link.to}
              label={i18n._(link.label)}
              active={pathname === link.to}
            />
          ) : (
            <MantineNavLink
              key={link.label.id}
              component="a"
              href={link.href(links)}
              target="_blank"
              rel="noopener noreferrer"
              label={i18n._(link.label)}
            />
          ),
        )}
      </Stack>
      {/* On narrow screens the header keeps only the essentials. */}
      <Divider my="md" hiddenFrom="sm" />
      <Group gap="xs" hiddenFrom="sm">
        <LazyBlockIndicator schedule={false} />
        <GasFeeButton />
        <LanguageMenu />
        <ThemeToggle />
      </Group>
    </Drawer>
  )
}
