import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { FeaturePlaceholder } from '../../../features/placeholder/FeaturePlaceholder'
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
  const params = Route.useParams()
  return (
    <FeaturePlaceholder
      title={msg`NFT`}
      subject={`${params.tick} #${params.tickId}`}
    />
  )
}
