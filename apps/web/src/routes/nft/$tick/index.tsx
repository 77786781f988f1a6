import { createFileRoute } from '@tanstack/react-router'
import { NftTickPage } from '../../../features/nft/NftTickPage'
import { parseTickParam } from '../../../lib/routeParams'

export const Route = createFileRoute('/nft/$tick/')({
  params: {
    parse: (p) => ({ tick: parseTickParam(p.tick) }),
    stringify: (p) => ({ tick: String(p.tick) }),
  },
  component: Page,
})

function Page() {
  const { tick } = Route.useParams()
  return <NftTickPage tick={tick} />
}
