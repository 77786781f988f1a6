import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { MantineProvider } from '@mantine/core'
import { type RenderResult, render } from '@testing-library/react'
import { createStore, Provider as JotaiProvider } from 'jotai'
import type { ReactElement } from 'react'
import { cssVariablesResolver, theme } from '../app/theme'
import { setRuntimeConfigAtom } from '../features/config/atoms'
import { TEST_CONFIG } from './testConfig'

type Store = ReturnType<typeof createStore>

/** Renders inside the app's providers with a fresh jotai store. */
export function renderWithProviders(
  ui: ReactElement,
  { store = createStore() }: { store?: Store } = {},
): RenderResult & { store: Store } {
  store.set(setRuntimeConfigAtom, TEST_CONFIG)
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
