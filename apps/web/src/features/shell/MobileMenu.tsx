import { useLingui } from '@lingui/react/macro'
import { Burger, Drawer, NavLink as MantineNavLink, Stack } from '@mantine/core'
import { useDisclosure } from '@mantine/hooks'
import { Link, useRouterState } from '@tanstack/react-router'
import { useAtomValue } from 'jotai'
import { useEffect } from 'react'
import { getMobileMenu } from '../../app/navigation'
import { runtimeConfigAtom } from '../config/atoms'

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
        hiddenFrom="md"
        size="sm"
        aria-label={opened ? t`Close menu` : t`Open menu`}
        aria-expanded={opened}
      />
      <Drawer
        opened={opened}
        onClose={close}
        title={t`Menu`}
        hiddenFrom="md"
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
      </Drawer>
    </>
  )
}
