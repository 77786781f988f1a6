import { useLingui } from '@lingui/react/macro'
import { Stack } from '@mantine/core'
import { useDocumentTitle } from '../shell/useDocumentTitle'
import { AccountHeader } from './AccountHeader'
import { type ActivityFilterSearch, ActivitySection } from './ActivitySection'
import { HoldingsSummary } from './HoldingsSummary'
import { useAccountHoldings } from './useAccountHoldings'

/** /accounts/{address} (and /account): the overview and the activity. */
export function AccountPage({
  address,
  title,
  filter,
  onFilterChange,
}: {
  address: string
  title?: string
  filter: ActivityFilterSearch
  onFilterChange: (filter: ActivityFilterSearch) => void
}) {
  const { t } = useLingui()
  const heading = title ?? t`Account`
  useDocumentTitle(heading)
  const holdings = useAccountHoldings(address)
  return (
    <Stack gap="lg" py="md">
      <AccountHeader address={address} view="overview" title={heading} />
      <HoldingsSummary holdings={holdings} />
      <ActivitySection
        address={address}
        filter={filter}
        onFilterChange={onFilterChange}
      />
    </Stack>
  )
}
