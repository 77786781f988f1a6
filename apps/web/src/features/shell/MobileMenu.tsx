import { useLingui } from '@lingui/react/macro'
import { Burger } from '@mantine/core'
import { useDisclosure } from '@mantine/hooks'
import { useRouterState } from '@tanstack/react-router'
import { lazy, Suspense, useEffect, useState } from 'react'
import classes from './Header.module.css'

const MobileMenuDrawer = lazy(() =>
  import('./MobileMenuDrawer').then((m) => ({ default: m.MobileMenuDrawer })),
)

/** Burger and drawer for narrow screens; closes whenever the route changes. */
export function MobileMenu() {
  const { t } = useLingui()
  const [opened, { toggle, close }] = useDisclosure(false)
  // Mounted from the first open on, so the drawer can animate closed.
  const [loaded, setLoaded] = useState(false)
  const pathname = useRouterState({ select: (s) => s.location.pathname })

  // biome-ignore lint/correctness/useExhaustiveDependencies: close on every route change
  useEffect(() => {
    close()
  }, [pathname, close])

  return (
    <>
      <Burger
        opened={opened}
        onClick={() => {
          setLoaded(true)
          toggle()
        }}
        className={classes.burger}
        size="sm"
        aria-label={opened ? t`Close menu` : t`Open menu`}
        aria-expanded={opened}
      />
      {/* The drawer (focus trap, scroll lock, transitions) loads on first open. */}
      {loaded ? (
        <Suspense fallback={null}>
          <MobileMenuDrawer
            opened={opened}
            onClose={close}
            pathname={pathname}
          />
        </Suspense>
      ) : null}
    </>
  )
}
