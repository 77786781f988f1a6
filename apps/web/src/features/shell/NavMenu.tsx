import { useLingui } from '@lingui/react/macro'
import { Button, Group } from '@mantine/core'
import { Link } from '@tanstack/react-router'
import { useAtomValue } from 'jotai'
import { ChevronDownIcon } from '../../components/icons'
import { runtimeConfigAtom } from '../../lib/services'
import classes from './Header.module.css'
import { DESKTOP_MENU, type NavGroup, type NavLink } from './navigation'
import { useHeaderPopup } from './useHeaderPopup'

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

function NavGroupButton({ group }: { group: NavGroup }) {
  const { i18n } = useLingui()
  const { popups, intent, triggerProps } = useHeaderPopup('menu', {
    openOnHover: true,
  })
  const target = (
    <Button
      variant="subtle"
      color="gray"
      size="compact-sm"
      rightSection={<ChevronDownIcon size={14} />}
      className={classes.item}
      // Focus stays on the trigger pressed before its popup had loaded.
      autoFocus={popups ? intent.focus : undefined}
      {...(popups ? {} : triggerProps)}
    >
      {i18n._(group.label)}
    </Button>
  )
  return popups ? (
    <popups.NavGroupMenu
      group={group}
      target={target}
      defaultOpened={intent.open}
    />
  ) : (
    target
  )
}

/** The desktop menu: the spec's entries and groups, in order. */
export function NavMenu() {
  const { t } = useLingui()
  return (
    <Group component="nav" aria-label={t`Main`} gap={4} wrap="nowrap">
      {DESKTOP_MENU.map((entry) =>
        entry.kind === 'group' ? (
          <NavGroupButton key={entry.label.id} group={entry} />
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
