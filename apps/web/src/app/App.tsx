import '@mantine/core/styles.css'
import '@mantine/notifications/styles.css'
import './global.css'
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { MantineProvider } from '@mantine/core'
import { QueryClientProvider } from '@tanstack/react-query'
import { RouterProvider } from '@tanstack/react-router'
import { Provider as JotaiProvider } from 'jotai'
import { lazy, Suspense, useMemo, useState } from 'react'
import { colorSchemeManager, cssVariablesResolver, theme } from '../ui/theme'
import { UiConfigProvider } from '../ui/UiConfig'
import { createAppRouter } from './router'
import type { AppContext } from './store'

// Toasts are shown by lazily loaded features; the container follows them.
const Notifications = lazy(() =>
  import('../features/shell/AppNotifications').then((m) => ({
    default: m.AppNotifications,
  })),
)

/** The app around its router, for one context (app/store.ts). */
export function App({ context }: { readonly context: AppContext }) {
  const [router] = useState(() => createAppRouter(context))
  const { config } = context.services
  const uiConfig = useMemo(
    () => ({
      logoOrigins: config.logoOrigins,
      explorer: config.explorer,
      contentOrigin: config.contentOrigin,
    }),
    [config],
  )
  return (
    <JotaiProvider store={context.store}>
      <I18nProvider i18n={i18n}>
        <MantineProvider
          theme={theme}
          cssVariablesResolver={cssVariablesResolver}
          defaultColorScheme="auto"
          colorSchemeManager={colorSchemeManager}
        >
          <Suspense fallback={null}>
            <Notifications />
          </Suspense>
          <UiConfigProvider value={uiConfig}>
            <QueryClientProvider client={context.services.queryClient}>
              <RouterProvider router={router} />
            </QueryClientProvider>
          </UiConfigProvider>
        </MantineProvider>
      </I18nProvider>
    </JotaiProvider>
  )
}
