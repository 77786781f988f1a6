import { createFileRoute } from '@tanstack/react-router'
import { TransferPage } from '../features/inscribe/TransferPage'
import { validateTransferSearch } from '../lib/routeParams'

export const Route = createFileRoute('/transfer')({
  validateSearch: validateTransferSearch,
  component: Page,
})

function Page() {
  const { tick } = Route.useSearch()
  return <TransferPage {...(tick === undefined ? {} : { tick })} />
}
