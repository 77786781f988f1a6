import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { parseAddressParam, parseIdParam } from '../../../../app/routeParams'
import { FeaturePlaceholder } from '../../../../features/placeholder/FeaturePlaceholder'

export const Route = createFileRoute(
  '/collections/address/$holderAddress/$metaId',
)({
  params: {
    parse: (p) => ({
      holderAddress: parseAddressParam(p.holderAddress),
      metaId: parseIdParam(p.metaId),
    }),
    stringify: (p) => ({
      holderAddress: String(p.holderAddress),
      metaId: String(p.metaId),
    }),
  },
  component: Page,
})

function Page() {
  const params = Route.useParams()
  return (
    <FeaturePlaceholder title={msg`Edit collection`} subject={params.metaId} />
  )
}
