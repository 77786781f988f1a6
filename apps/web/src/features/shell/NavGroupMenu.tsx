import { useLingui } from '@lingui/react/macro'
import { Menu } from '@mantine/core'
import { Link } from '@tanstack/react-router'
import type { ReactElement } from 'react'
import type { NavGroup } from './navigation'

type NavGroupMenuProps = {
  group: NavGroup
  target: ReactElement
  defaultOpened: boolean
}

/** A desktop menu group's dropdown: its route entries, in order. */
export function NavGroupMenu({
  group,
  target,
  defaultOpened,
}: NavGroupMenuProps) {
  const { i18n } = useLingui()
  return (
    <Menu trigger="click-hover" defaultOpened={defaultOpened} withinPortal>
      <Menu.Target>{target}</Menu.Target>
      <Menu.Dropdown>
        {group.items.map((item) =>
          item.kind === 'route' ? (
            <Menu.Item key={item.to} component={Link} to={item.to}>
              {i18n._(item.label)}
            </Menu.Item>
          ) : null,
        )}
      </Menu.Dropdown>
    </Menu>
  )
}
