import { createFileRoute } from '@tanstack/react-router'
import { ExplorerPage } from '../../features/explorer/ExplorerPage'
import { validateExplorerSearch } from '../../lib/routeParams'

export const Route = createFileRoute('/drc20/')({
  validateSearch: validateExplorerSearch,
  // The offline copy is read while the page's code loads (its own chunk).
  loader: ({ context }) => {
    void import('../../lib/query/tokenListQueries').then((m) =>
      context.queryClient.prefetchQuery(m.storedTokenListQueryOptions()),
    )
  },
  component: Page,
})

function Page() {
  const search = Route.useSearch()
  return <ExplorerPage search={search} />
}
