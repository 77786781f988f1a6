import { createFileRoute } from '@tanstack/react-router'
import { PoolOpPage } from '../../../../features/pool/PoolOpPage'
import { parsePoolOpParam, parseTickParam } from '../../../../lib/routeParams'

export const Route = createFileRoute('/pool/$op/$tick0/')({
  params: {
    parse: (p) => ({
      op: parsePoolOpParam(p.op),
      tick0: parseTickParam(p.tick0),
    }),
    stringify: (p) => ({ op: String(p.op), tick0: String(p.tick0) }),
  },
  component: Page,
})

function Page() {
  const { op, tick0 } = Route.useParams()
  return <PoolOpPage op={op} tick0={tick0} />
}
