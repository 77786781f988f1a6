import { createFileRoute } from '@tanstack/react-router'
import { PoolOpPage } from '../../../../features/pool/PoolOpPage'
import {
  parsePoolOpParam,
  parseTickParam,
  validatePoolSearch,
} from '../../../../lib/routeParams'

export const Route = createFileRoute('/pool/$op/$tick0/$tick1')({
  params: {
    parse: (p) => ({
      op: parsePoolOpParam(p.op),
      tick0: parseTickParam(p.tick0),
      tick1: parseTickParam(p.tick1),
    }),
    stringify: (p) => ({
      op: String(p.op),
      tick0: String(p.tick0),
      tick1: String(p.tick1),
    }),
  },
  validateSearch: validatePoolSearch,
  component: Page,
})

function Page() {
  const { op, tick0, tick1 } = Route.useParams()
  const { pair } = Route.useSearch()
  return <PoolOpPage op={op} tick0={tick0} tick1={tick1} pairId={pair} />
}
