import { createFileRoute } from '@tanstack/react-router'
import { AccountPage } from '../../features/accounts/AccountPage'
import {
  toAccountSearch,
  toActivityFilter,
} from '../../features/accounts/activityFilter'
import {
  checkAddressParam,
  parseAddressParam,
  validateAccountSearch,
} from '../../lib/routeParams'

export const Route = createFileRoute('/accounts/$address')({
  params: {
    parse: (p) => ({ address: parseAddressParam(p.address) }),
    stringify: (p) => ({ address: String(p.address) }),
  },
  validateSearch: validateAccountSearch,
  beforeLoad: ({ params }) => checkAddressParam(params.address),
  component: Page,
})

function Page() {
  const { address } = Route.useParams()
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  return (
    <AccountPage
      key={address}
      address={address}
      filter={toActivityFilter(search)}
      onFilterChange={(filter) =>
        void navigate({ search: toAccountSearch(filter), replace: true })
      }
    />
  )
}
