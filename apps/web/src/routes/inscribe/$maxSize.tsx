import { createFileRoute } from '@tanstack/react-router'
import { ZipUploadPage } from '../../features/inscribe/upload/ZipUploadPage'
import { parseMaxSizeParam, validateUploadSearch } from '../../lib/routeParams'

export const Route = createFileRoute('/inscribe/$maxSize')({
  params: {
    parse: (p) => ({ maxSize: parseMaxSizeParam(p.maxSize) }),
    stringify: (p) => ({ maxSize: String(p.maxSize) }),
  },
  validateSearch: validateUploadSearch,
  component: Page,
})

function Page() {
  const { maxSize } = Route.useParams()
  const { order } = Route.useSearch()
  return <ZipUploadPage maxSize={maxSize} orderId={order} />
}
