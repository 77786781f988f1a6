import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { MantineProvider } from '@mantine/core'
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router'
import { act, type RenderResult, render } from '@testing-library/react'
import type { ReactElement } from 'react'
import { cssVariablesResolver, theme } from '../theme'
import { type UiConfig, UiConfigProvider } from '../UiConfig'

export const TEST_UI_CONFIG: UiConfig = {
  logoOrigins: ['https://logos.test'],
  explorer: {
    tx: 'https://explorer.test/tx/{hash}',
    block: 'https://explorer.test/block/{hash}',
    address: 'https://explorer.test/address/{address}',
  },
  contentOrigin: 'https://content.test',
}

/**
 * Renders a kit component inside Mantine, Lingui, the kit's config and a
 * memory router (for its links), as the app would.
 */
export async function renderUi(
  ui: ReactElement,
  {
    config = TEST_UI_CONFIG,
    colorScheme = 'light',
  }: { config?: UiConfig; colorScheme?: 'light' | 'dark' } = {},
): Promise<RenderResult> {
  const rootRoute = createRootRoute({ component: () => ui })
  const router = createRouter({
    routeTree: rootRoute,
    history: createMemoryHistory({ initialEntries: ['/'] }),
  })
  await router.load()
  let result: RenderResult | undefined
  await act(async () => {
    result = render(
      <I18nProvider i18n={i18n}>
        <MantineProvider
          theme={theme}
          cssVariablesResolver={cssVariablesResolver}
          forceColorScheme={colorScheme}
          env="test"
        >
          <UiConfigProvider value={config}>
            <RouterProvider router={router} />
          </UiConfigProvider>
        </MantineProvider>
      </I18nProvider>,
    )
  })
  if (result === undefined) throw new Error('render failed')
  return result
}
