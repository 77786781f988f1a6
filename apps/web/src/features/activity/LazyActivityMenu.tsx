import { useLingui } from '@lingui/react/macro'
import { ActionIcon } from '@mantine/core'
import { lazy, Suspense } from 'react'
import { ClockIcon } from '../../components/icons'

const ActivityMenu = lazy(() =>
  import('./ActivityMenu').then((m) => ({ default: m.ActivityMenu })),
)

/**
 * The activity menu reads the wallet and the api client, so it loads in
 * its own chunk after the first paint, like the wallet button.
 */
export function LazyActivityMenu() {
  const { t } = useLingui()
  return (
    <Suspense
      fallback={
        <ActionIcon
          variant="default"
          size="lg"
          loading
          aria-label={t`Activity`}
        >
          <ClockIcon />
        </ActionIcon>
      }
    >
      <ActivityMenu />
    </Suspense>
  )
}
