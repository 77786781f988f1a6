import '@mantine/core/styles.css'
import '@mantine/notifications/styles.css'
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { MantineProvider } from '@mantine/core'
import { QueryClientProvider } from '@tanstack/react-query'
import { createRouter, RouterProvider } from '@tanstack/react-router'
import { createStore, Provider as JotaiProvider } from 'jotai'
import { lazy, Suspense } from 'react'
import { NotFoundPage } from '../features/shell/NotFoundPage'
import { RouteErrorPage } from '../features/shell/RouteErrorPage'
import { routeTree } from '../routeTree.gen'
import { createQueryClient } from './queryClient'
import { colorSchemeManager, cssVariablesResolver, theme } from './theme'

// Toasts are shown by lazily loaded features; the container follows them.
const Notifications = lazy(() =>
  import('@mantine/notifications').then((m) => ({ default: m.Notifications })),
)

const queryClient = createQueryClient()

export const router = createRouter({
  routeTree,
  context: { queryClient },
  defaultPreload: 'intent',
  defaultErrorComponent: RouteErrorPage,
  defaultNotFoundComponent: NotFoundPage,
  scrollRestoration: true,
})

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router
  }
}

export const store = createStore()

export function App() {
  return (
    <JotaiProvider store={store}>
      <I18nProvider i18n={i18n}>
        <MantineProvider
          theme={theme}
          cssVariablesResolver={cssVariablesResolver}
          defaultColorScheme="auto"
          colorSchemeManager={colorSchemeManager}
        >
          <Suspense fallback={null}>
            <Notifications position="top-right" />
          </Suspense>
          <QueryClientProvider client={queryClient}>
            <RouterProvider router={router} />
          </QueryClientProvider>
        </MantineProvider>
      </I18nProvider>
    </JotaiProvider>
  )
}
