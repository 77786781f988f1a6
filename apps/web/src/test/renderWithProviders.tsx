import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { MantineProvider } from '@mantine/core'
import { QueryClientProvider } from '@tanstack/react-query'
import { type RenderResult, render } from '@testing-library/react'
import { Provider as JotaiProvider } from 'jotai'
import type { ReactElement } from 'react'
import type { AppContext, AppStore } from '../app/store'
import { cssVariablesResolver, theme } from '../ui/theme'
import { UiConfigProvider } from '../ui/UiConfig'
import { createTestContext } from './createTestContext'

/**
 * Renders inside the app's providers, with a test context (its store,
 * QueryClient and services; `createTestContext`) or a fresh one.
 */
export function renderWithProviders(
  ui: ReactElement,
  { context = createTestContext() }: { context?: AppContext } = {},
): RenderResult & { store: AppStore; context: AppContext } {
  const result = render(
    <JotaiProvider store={context.store}>
      <I18nProvider i18n={i18n}>
        <MantineProvider
          theme={theme}
          cssVariablesResolver={cssVariablesResolver}
          env="test"
        >
          <UiConfigProvider
            value={{
              logoOrigins: [],
              explorer: context.services.config.explorer,
            }}
          >
            <QueryClientProvider client={context.services.queryClient}>
              {ui}
            </QueryClientProvider>
          </UiConfigProvider>
        </MantineProvider>
      </I18nProvider>
    </JotaiProvider>,
  )
  return { ...result, store: context.store, context }
}
