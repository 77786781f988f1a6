// Mantine's global styles; each component's own come with it
// (vite/mantineStyles.ts).
import '@mantine/core/styles/baseline.layer.css'
import '@mantine/core/styles/default-css-variables.layer.css'
import '@mantine/core/styles/global.layer.css'
import './shellStyles'
import '@mantine/notifications/styles.layer.css'
import '../ui/theme.gen.css'
import './global.css'
import './shell.css'
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { MantineProvider } from '@mantine/core'
import { QueryClientProvider } from '@tanstack/react-query'
import { RouterProvider } from '@tanstack/react-router'
import { Provider as JotaiProvider } from 'jotai'
import { lazy, Suspense, useLayoutEffect, useMemo } from 'react'
import { colorSchemeManager, theme } from '../ui/theme'
import { UiConfigProvider } from '../ui/UiConfig'
import type { AppRouter } from './router'
import type { AppContext } from './store'

// Toasts are shown by lazily loaded features; the container follows them.
const Notifications = lazy(() =>
  import('../features/shell/AppNotifications').then((m) => ({
    default: m.AppNotifications,
  })),
)

/** The app around its router, for one context (app/store.ts). */
export function App({
  context,
  router,
}: {
  readonly context: AppContext
  readonly router: AppRouter
}) {
  const { config } = context.services
  const uiConfig = useMemo(
    () => ({
      logoOrigins: config.logoOrigins,
      explorer: config.explorer,
      contentOrigin: config.contentOrigin,
    }),
    [config],
  )
  // This render has replaced the prerendered shell, which was inert (no
  // control works before the code) and hidden when written in another
  // language (app/boot.ts).
  useLayoutEffect(() => {
    document.getElementById('root')?.removeAttribute('inert')
    document.documentElement.removeAttribute('data-shell-stale')
  }, [])
  return (
    <JotaiProvider store={context.store}>
      <I18nProvider i18n={i18n}>
        {/* The theme's variables are a static file (ui/theme.gen.css):
            computing them took a 10–90 ms task at every start. */}
        <MantineProvider
          theme={theme}
          withCssVariables={false}
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
