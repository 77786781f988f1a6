import { createFileRoute } from '@tanstack/react-router'
import { TokenPage } from '../../features/explorer/TokenPage'
import {
  parseTokenTickParam,
  validateTokenPageSearch,
} from '../../lib/routeParams'

export const Route = createFileRoute('/drc20/$tick')({
  params: {
    parse: (p) => ({ tick: parseTokenTickParam(p.tick) }),
    stringify: (p) => ({ tick: String(p.tick) }),
  },
  validateSearch: validateTokenPageSearch,
  // The offline copy is read while the page's code loads.
  loader: ({ context, params }) => {
    void import('../../lib/query/tokenPageQueries').then((m) =>
      context.queryClient.prefetchQuery(
        m.storedTokenOverviewQueryOptions(params.tick),
      ),
    )
  },
  component: Page,
})

function Page() {
  const params = Route.useParams()
  const search = Route.useSearch()
  return <TokenPage tick={params.tick} search={search} />
}
