import { createFileRoute } from '@tanstack/react-router'
import { PoolOpPage } from '../../../../features/pool/PoolOpPage'
import { parseTickParam, validatePoolSearch } from '../../../../lib/routeParams'

export const Route = createFileRoute('/pool/remove/$tick0/$tick1')({
  params: {
    parse: (p) => ({
      tick0: parseTickParam(p.tick0),
      tick1: parseTickParam(p.tick1),
    }),
    stringify: (p) => ({ tick0: String(p.tick0), tick1: String(p.tick1) }),
  },
  validateSearch: validatePoolSearch,
  component: Page,
})

function Page() {
  const { tick0, tick1 } = Route.useParams()
  const { pair } = Route.useSearch()
  return <PoolOpPage op="remove" tick0={tick0} tick1={tick1} pairId={pair} />
}
