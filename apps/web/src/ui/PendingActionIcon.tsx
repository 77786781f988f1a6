import { ActionIcon } from '@mantine/core'
import type { ReactNode } from 'react'
import classes from './PendingActionIcon.module.css'

/**
 * Stands in for an icon button whose code is still loading (the header's
 * activity menu and cart): the same button, marked busy and unavailable,
 * without a spinner. A spinner animates every frame while the page starts,
 * which costs the phone's CPU exactly when the page's own code needs it.
 */
export function PendingActionIcon({
  label,
  children,
}: {
  readonly label: string
  readonly children: ReactNode
}) {
  return (
    <ActionIcon
      variant="default"
      size="lg"
      aria-label={label}
      aria-busy
      aria-disabled
      className={classes.pending}
    >
      {children}
    </ActionIcon>
  )
}
