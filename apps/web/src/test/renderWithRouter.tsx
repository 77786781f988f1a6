import {
  type AnyRoute,
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  type RouteComponent,
  RouterProvider,
} from '@tanstack/react-router'
import type { AppContext } from '../app/store'
import { createTestContext } from './createTestContext'
import { renderWithProviders } from './renderWithProviders'

export type RenderWithRouterOptions = {
  /** The route's path, as the page navigates to it (`/swap/v2`). */
  readonly path: string
  /** Where the test starts (`/swap/v2?pair=x`). */
  readonly url: string
  readonly validateSearch?: (search: Record<string, unknown>) => object
  /** The route's component: reads the route state, renders the page. */
  readonly component: RouteComponent
  readonly context?: AppContext
}

/**
 * Renders one page in a router of its own at `url`, so the page reads its
 * state from the URL and its choices navigate, as in the app.
 */
export function renderWithRouter({
  path,
  url,
  validateSearch,
  component,
  context = createTestContext(),
}: RenderWithRouterOptions) {
  const rootRoute = createRootRoute({ component: Outlet })
  const route: AnyRoute = createRoute({
    getParentRoute: () => rootRoute,
    path,
    validateSearch,
    component,
  })
  const router = createRouter({
    routeTree: rootRoute.addChildren([route]),
    history: createMemoryHistory({ initialEntries: [url] }),
  })
  const view = renderWithProviders(<RouterProvider router={router} />, {
    context,
  })
  return { ...view, router }
}
