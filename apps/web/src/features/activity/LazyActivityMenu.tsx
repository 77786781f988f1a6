import { useLingui } from '@lingui/react/macro'
import { ActionIcon } from '@mantine/core'
import { ClockIcon } from '../../components/icons'
import { deferImport, useDeferredImport } from '../../lib/deferredImport'

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
    <ActionIcon variant="default" size="lg" loading aria-label={t`Activity`}>
      <ClockIcon />
    </ActionIcon>
  )
}
