import { useLingui } from '@lingui/react/macro'
import { Alert } from '@mantine/core'
import type { ReactNode } from 'react'

/**
 * The notice of a form that waits for the index: shown while submitting
 * is paused because the index is behind the chain (core's
 * `isTradingPaused`, read through the block poll's `useTradingGate`).
 * `children` says, in the form's own words, what waits and why, given
 * the number of blocks behind.
 */
export function IndexLagNotice({
  paused,
  blocksBehind,
  children,
}: {
  readonly paused: boolean
  readonly blocksBehind: number | undefined
  readonly children: (blocksBehind: number) => ReactNode
}) {
  const { t } = useLingui()
  if (!paused || blocksBehind === undefined) return null
  return (
    <Alert color="yellow" role="status" title={t`Trading paused`}>
      {children(blocksBehind)}
    </Alert>
  )
}
