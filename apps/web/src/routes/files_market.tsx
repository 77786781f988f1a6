import { createFileRoute } from '@tanstack/react-router'
import { FilesMarketPage } from '../features/collections/FilesMarketPage'
import { validateFilesMarketSearch } from '../lib/routeParams'

export const Route = createFileRoute('/files_market')({
  validateSearch: validateFilesMarketSearch,
  component: Page,
})

function Page() {
  const search = Route.useSearch()
  return <FilesMarketPage search={search} />
}
