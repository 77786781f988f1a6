import { createFileRoute } from '@tanstack/react-router'
import {
  toAccountSearch,
  toActivityFilter,
} from '../features/accounts/activityFilter'
import { MyAccountPage } from '../features/accounts/MyAccountPage'
import { validateAccountSearch } from '../lib/routeParams'

export const Route = createFileRoute('/account')({
  validateSearch: validateAccountSearch,
  component: Page,
})

function Page() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  return (
    <MyAccountPage
      filter={toActivityFilter(search)}
      onFilterChange={(filter) =>
        void navigate({ search: toAccountSearch(filter), replace: true })
      }
    />
  )
}
