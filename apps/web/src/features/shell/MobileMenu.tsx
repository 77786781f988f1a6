import { useLingui } from '@lingui/react/macro'
import { Burger } from '@mantine/core'
import { useDisclosure } from '@mantine/hooks'
import { useRouterState } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { deferImport, useDeferredImport } from '../../lib/deferredImport'
import classes from './Header.module.css'

/** The drawer (focus trap, scroll lock, transitions): loaded when reached for. */
const mobileMenuDrawer = deferImport(() =>
  import('./MobileMenuDrawer').then((m) => m.MobileMenuDrawer),
)

/** Burger and drawer for narrow screens; closes whenever the route changes. */
export function MobileMenu() {
  const { t } = useLingui()
  const [opened, { toggle, close }] = useDisclosure(false)
  // Mounted from the first open on, so the drawer can animate closed.
  const [everOpened, setEverOpened] = useState(false)
  const MobileMenuDrawer = useDeferredImport(mobileMenuDrawer, 'asked')
  const pathname = useRouterState({ select: (s) => s.location.pathname })

  // biome-ignore lint/correctness/useExhaustiveDependencies: close on every route change
  useEffect(() => {
    close()
  }, [pathname, close])

  return (
    <>
      <Burger
        opened={opened}
        // The drawer's code starts loading as a finger or the pointer
        // reaches the button (or it takes focus), before the click.
        onPointerDown={mobileMenuDrawer.load}
        onPointerEnter={mobileMenuDrawer.load}
        onFocus={mobileMenuDrawer.load}
        onClick={() => {
          mobileMenuDrawer.load()
          setEverOpened(true)
          toggle()
        }}
        className={classes.burger}
        size="sm"
        aria-label={opened ? t`Close menu` : t`Open menu`}
        aria-expanded={opened}
      />
      {everOpened && MobileMenuDrawer ? (
        <MobileMenuDrawer opened={opened} onClose={close} pathname={pathname} />
      ) : null}
    </>
  )
}
