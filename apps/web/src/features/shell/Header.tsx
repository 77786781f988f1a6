import { Trans } from '@lingui/react/macro'
import { Box, Group, Text } from '@mantine/core'
import { Link } from '@tanstack/react-router'
import { useScrolledPast } from '../../lib/useScrolledPast'
import { LazyActivityMenu } from '../activity/LazyActivityMenu'
import { LazyBlockIndicator } from '../blocks/LazyBlockIndicator'
import { LazyCartButton } from '../cart/LazyCartButton'
import { LazyWalletButton } from '../wallet/LazyWalletButton'
import { GasFeeButton } from './GasFeeButton'
import classes from './Header.module.css'
import { LanguageMenu } from './LanguageMenu'
import { MobileMenu } from './MobileMenu'
import { NavMenu } from './NavMenu'
import { ThemeToggle } from './ThemeToggle'

/** Height of the header's top row; the desktop menu row sits below it. */
export const HEADER_HEIGHT_PX = 64
/** Spec: the header becomes sticky after 80 px plus its own height. */
export const STICKY_AFTER_PX = 80 + HEADER_HEIGHT_PX

export function Header() {
  const sticky = useScrolledPast(STICKY_AFTER_PX)
  return (
    <Box
      component="header"
      className={classes.header}
      data-sticky={sticky || undefined}
    >
      <Group justify="space-between" h={HEADER_HEIGHT_PX} px="md" wrap="nowrap">
        <Group gap="sm" wrap="nowrap">
          <MobileMenu />
          <Link to="/" className={classes.logo} aria-label="drc20">
            <img src="/logo.svg" alt="" width={32} height={32} />
            <Text fw={800} size="lg" visibleFrom="xs">
              <Trans>drc20</Trans>
            </Text>
          </Link>
        </Group>
        <Group gap="xs" wrap="nowrap">
          <Box visibleFrom="sm">
            <LazyBlockIndicator />
          </Box>
          <Group gap="xs" wrap="nowrap" visibleFrom="sm">
            <GasFeeButton />
            <LanguageMenu />
            <ThemeToggle />
          </Group>
          <LazyCartButton />
          <LazyActivityMenu />
          <LazyWalletButton />
        </Group>
      </Group>
      <Box className={classes.desktopNav} px="md" pb={6}>
        <NavMenu />
      </Box>
    </Box>
  )
}
