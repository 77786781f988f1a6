import { createRouter, type RouterHistory } from '@tanstack/react-router'
import { NotFoundPage } from '../features/shell/NotFoundPage'
import { RouteErrorPage } from '../features/shell/RouteErrorPage'
import { RouteSkeleton } from '../features/shell/RouteSkeleton'
import { routeTree } from '../routeTree.gen'
import type { AppContext } from './store'

/**
 * The app's router; routes reach the services through its context. The
 * browser's history by default; the build's prerender passes a memory one.
 */
export function createAppRouter(
  { services }: AppContext,
  history?: RouterHistory,
) {
  return createRouter({
    routeTree,
    history,
    context: { queryClient: services.queryClient, services },
    defaultPreload: 'intent',
    defaultErrorComponent: RouteErrorPage,
    defaultNotFoundComponent: NotFoundPage,
    defaultPendingComponent: RouteSkeleton,
    scrollRestoration: true,
  })
}

export type AppRouter = ReturnType<typeof createAppRouter>

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter
  }
}
