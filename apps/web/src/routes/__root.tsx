import type { QueryClient } from '@tanstack/react-query'
import { createRootRouteWithContext } from '@tanstack/react-router'
import { AppLayout } from '../features/shell/AppLayout'
import { NotFoundPage } from '../features/shell/NotFoundPage'
import { RouteErrorPage } from '../features/shell/RouteErrorPage'
import type { AppServices } from '../lib/services'

/** What every route's `beforeLoad` and `loader` receive (app/router.ts). */
export type RouterContext = {
  readonly queryClient: QueryClient
  readonly services: AppServices
}

export const Route = createRootRouteWithContext<RouterContext>()({
  component: AppLayout,
  notFoundComponent: NotFoundPage,
  errorComponent: RouteErrorPage,
})
