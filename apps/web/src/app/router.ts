import { createRouter } from '@tanstack/react-router'
import { NotFoundPage } from '../features/shell/NotFoundPage'
import { RouteErrorPage } from '../features/shell/RouteErrorPage'
import { routeTree } from '../routeTree.gen'
import type { AppContext } from './store'

/** The app's router; routes reach the services through its context. */
export function createAppRouter({ services }: AppContext) {
  return createRouter({
    routeTree,
    context: { queryClient: services.queryClient, services },
    defaultPreload: 'intent',
    defaultErrorComponent: RouteErrorPage,
    defaultNotFoundComponent: NotFoundPage,
    scrollRestoration: true,
  })
}

export type AppRouter = ReturnType<typeof createAppRouter>

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter
  }
}
