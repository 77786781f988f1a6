import { Box } from '@mantine/core'
import { useRouterState } from '@tanstack/react-router'
import { deferImport, useDeferredImport } from '../../lib/deferredImport'
import { isSwapPath } from './isSwapPath'

const blockIndicator = deferImport(() =>
  import('./BlockIndicator').then((m) => m.BlockIndicator),
)

/**
 * The block badge and its refresh loop load once the page is idle after
 * its first render; the current path picks the refresh schedule.
 * `schedule={false}` for a second badge that only shows the heights (the
 * mobile menu's).
 */
export function LazyBlockIndicator({
  schedule = true,
}: {
  readonly schedule?: boolean
}) {
  const onSwapPage = useRouterState({
    select: (state) => isSwapPath(state.location.pathname),
  })
  const BlockIndicator = useDeferredImport(blockIndicator)
  if (!BlockIndicator) return <Box w={72} h={26} />
  return <BlockIndicator onSwapPage={onSwapPage} schedule={schedule} />
}
