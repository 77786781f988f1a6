import { Box } from '@mantine/core'
import { useRouterState } from '@tanstack/react-router'
import { lazy, Suspense } from 'react'
import { isSwapPath } from './isSwapPath'

const BlockIndicator = lazy(() =>
  import('./BlockIndicator').then((m) => ({ default: m.BlockIndicator })),
)

/**
 * The block badge and its refresh loop load after the first paint; the
 * current path picks the refresh schedule. `schedule={false}` for a second
 * badge that only shows the heights (the mobile menu's).
 */
export function LazyBlockIndicator({
  schedule = true,
}: {
  readonly schedule?: boolean
}) {
  const onSwapPage = useRouterState({
    select: (state) => isSwapPath(state.location.pathname),
  })
  return (
    <Suspense fallback={<Box w={72} h={26} />}>
      <BlockIndicator onSwapPage={onSwapPage} schedule={schedule} />
    </Suspense>
  )
}
