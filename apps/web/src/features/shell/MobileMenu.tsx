import { useLingui } from '@lingui/react/macro'
import {
  Burger,
  Divider,
  Drawer,
  Group,
  NavLink as MantineNavLink,
  Stack,
} from '@mantine/core'
import { useDisclosure } from '@mantine/hooks'
import { Link, useRouterState } from '@tanstack/react-router'
import { useAtomValue } from 'jotai'
import { useEffect } from 'react'
import { getMobileMenu } from '../../app/navigation'
import { runtimeConfigAtom } from '../config/atoms'
import { GasFeeButton } from '../gas/GasFeeButton'
import classes from './Header.module.css'
import { LanguageMenu } from './LanguageMenu'
import { ThemeToggle } from './ThemeToggle'

/** Burger and drawer for narrow screens; closes whenever the route changes. */
export function MobileMenu() {
  const { i18n, t } = useLingui()
  const [opened, { toggle, close }] = useDisclosure(false)
  const pathname = useRouterState({ select: (s) => s.location.pathname })
  const { links } = useAtomValue(runtimeConfigAtom)

  // biome-ignore lint/correctness/useExhaustiveDependencies: close on every route change
  useEffect(() => {
    close()
  }, [pathname, close])

  return (
    <>
      <Burger
        opened={opened}
        onClick={toggle}
        className={classes.burger}
        size="sm"
        aria-label={opened ? t`Close menu` : t`Open menu`}
        aria-expanded={opened}
      />
      <Drawer
        opened={opened}
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
          <GasFeeButton />
          <LanguageMenu />
          <ThemeToggle />
        </Group>
      </Drawer>
    </>
  )
}
