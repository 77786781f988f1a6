import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { MantineProvider } from '@mantine/core'
import { type RenderResult, render } from '@testing-library/react'
import { createStore, Provider as JotaiProvider } from 'jotai'
import type { ReactElement } from 'react'
import { cssVariablesResolver, theme } from '../app/theme'

type Store = ReturnType<typeof createStore>

/** Renders inside the app's providers with a fresh jotai store. */
export function renderWithProviders(
  ui: ReactElement,
  { store = createStore() }: { store?: Store } = {},
): RenderResult & { store: Store } {
  const result = render(
    <JotaiProvider store={store}>
      <I18nProvider i18n={i18n}>
        <MantineProvider
          theme={theme}
          cssVariablesResolver={cssVariablesResolver}
          env="test"
        >
          {ui}
        </MantineProvider>
      </I18nProvider>
    </JotaiProvider>,
  )
  return { ...result, store }
}
