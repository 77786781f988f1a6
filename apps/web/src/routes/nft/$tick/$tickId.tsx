import { createFileRoute } from '@tanstack/react-router'
import { NftItemPage } from '../../../features/nft/NftItemPage'
import { parseIntegerParam, parseTickParam } from '../../../lib/routeParams'

export const Route = createFileRoute('/nft/$tick/$tickId')({
  params: {
    parse: (p) => ({
      tick: parseTickParam(p.tick),
      tickId: parseIntegerParam(p.tickId),
    }),
    stringify: (p) => ({ tick: String(p.tick), tickId: String(p.tickId) }),
  },
  component: Page,
})

function Page() {
  const { tick, tickId } = Route.useParams()
  return <NftItemPage tick={tick} tickId={tickId} />
}
