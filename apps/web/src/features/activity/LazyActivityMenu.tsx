import { useLingui } from '@lingui/react/macro'
import { ClockIcon } from '../../components/icons'
import { deferImport, useDeferredImport } from '../../lib/deferredImport'
import { PendingActionIcon } from '../../ui/PendingActionIcon'

const activityMenu = deferImport(() =>
  import('./ActivityMenu').then((m) => m.ActivityMenu),
)

/**
 * The activity menu reads the wallet and the api client, so it loads in
 * its own chunk once the page is idle, like the wallet button.
 */
export function LazyActivityMenu() {
  const { t } = useLingui()
  const ActivityMenu = useDeferredImport(activityMenu)
  if (ActivityMenu) return <ActivityMenu />
  return (
    <PendingActionIcon label={t`Activity`}>
      <ClockIcon />
    </PendingActionIcon>
  )
}
