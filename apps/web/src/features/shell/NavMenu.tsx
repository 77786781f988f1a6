import { useLingui } from '@lingui/react/macro'
import { Button, Group, Menu } from '@mantine/core'
import { Link } from '@tanstack/react-router'
import { useAtomValue } from 'jotai'
import { DESKTOP_MENU, type NavLink } from '../../app/navigation'
import { ChevronDownIcon } from '../../components/icons'
import { runtimeConfigAtom } from '../config/atoms'
import classes from './Header.module.css'

function NavLinkButton({ link }: { link: NavLink }) {
  const { i18n } = useLingui()
  const { links } = useAtomValue(runtimeConfigAtom)
  if (link.kind === 'external') {
    return (
      <Button
        component="a"
        href={link.href(links)}
        target="_blank"
        rel="noopener noreferrer"
        variant="subtle"
        color="gray"
        size="compact-sm"
        className={classes.item}
      >
        {i18n._(link.label)}
      </Button>
    )
  }
  return (
    <Button
      component={Link}
      to={link.to}
      variant="subtle"
      color="gray"
      size="compact-sm"
      className={classes.item}
      activeProps={{ 'data-active': true, 'aria-current': 'page' }}
      activeOptions={{ exact: link.to === '/' }}
    >
      {i18n._(link.label)}
    </Button>
  )
}

/** The desktop menu: the spec's entries and groups, in order. */
export function NavMenu() {
  const { i18n, t } = useLingui()
  return (
    <Group component="nav" aria-label={t`Main`} gap={4} wrap="nowrap">
      {DESKTOP_MENU.map((entry) =>
        entry.kind === 'group' ? (
          <Menu key={entry.label.id} trigger="click-hover" withinPortal>
            <Menu.Target>
              <Button
                variant="subtle"
                color="gray"
                size="compact-sm"
                rightSection={<ChevronDownIcon size={14} />}
                className={classes.item}
              >
                {i18n._(entry.label)}
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              {entry.items.map((item) =>
                item.kind === 'route' ? (
                  <Menu.Item key={item.to} component={Link} to={item.to}>
                    {i18n._(item.label)}
                  </Menu.Item>
                ) : null,
              )}
            </Menu.Dropdown>
          </Menu>
        ) : (
          <NavLinkButton
            key={entry.kind === 'route' ? entry.to : entry.label.id}
            link={entry}
          />
        ),
      )}
    </Group>
  )
}

export { NavLinkButton }
