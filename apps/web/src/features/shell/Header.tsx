import { Trans } from '@lingui/react/macro'
import { Group, Text } from '@mantine/core'
import { Link } from '@tanstack/react-router'
import { LanguageMenu } from './LanguageMenu'
import { ThemeToggle } from './ThemeToggle'

export function Header() {
  return (
    <Group component="header" justify="space-between" h="100%" px="md">
      <Link to="/" style={{ textDecoration: 'none', color: 'inherit' }}>
        <Group gap="xs">
          <img src="/logo.svg" alt="" width={32} height={32} />
          <Text fw={700} size="lg">
            <Trans>drc20</Trans>
          </Text>
        </Group>
      </Link>
      <Group gap="xs">
        <LanguageMenu />
        <ThemeToggle />
      </Group>
    </Group>
  )
}
