import { Trans } from '@lingui/react/macro'
import { AppShell, Container, Stack, Text, Title } from '@mantine/core'
import type { QueryClient } from '@tanstack/react-query'
import { createRootRouteWithContext, Outlet } from '@tanstack/react-router'
import { Header } from '../features/shell/Header'

export type RouterContext = { queryClient: QueryClient }

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: NotFound,
})

function RootLayout() {
  return (
    <AppShell header={{ height: 60 }} padding="md">
      <AppShell.Header>
        <Header />
      </AppShell.Header>
      <AppShell.Main>
        <Container size="lg" component="main">
          <Outlet />
        </Container>
      </AppShell.Main>
    </AppShell>
  )
}

function NotFound() {
  return (
    <Stack align="center" py="xl">
      <Title order={1}>404</Title>
      <Text>
        <Trans>Page Not Found!</Trans>
      </Text>
    </Stack>
  )
}
