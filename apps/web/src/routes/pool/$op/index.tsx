import { createFileRoute } from '@tanstack/react-router'
import { PoolOpPage } from '../../../features/pool/PoolOpPage'
import { parsePoolOpParam } from '../../../lib/routeParams'

export const Route = createFileRoute('/pool/$op/')({
  params: {
    parse: (p) => ({ op: parsePoolOpParam(p.op) }),
    stringify: (p) => ({ op: String(p.op) }),
  },
  component: Page,
})

function Page() {
  const { op } = Route.useParams()
  return <PoolOpPage op={op} />
}
