import {
  Notifications,
  notifications as notificationsApi,
  useNotifications,
} from '@mantine/notifications'
import { useEffect, useRef } from 'react'
import classes from './AppNotifications.module.css'

/** Default display time of a notification, ms. */
export const NOTIFICATION_AUTO_CLOSE_MS = 4_000

/**
 * Longest a notification stays, ms, even while the pointer rests on it
 * (Mantine pauses the auto-close on hover; a notification left under a
 * resting pointer would otherwise stay for good). Notifications shown with
 * `autoClose: false` stay until closed.
 */
export const NOTIFICATION_MAX_MS = 12_000

/**
 * Where notifications go: bottom-right on desktop, below the header on
 * mobile (the stylesheet), so that they never cover the header's
 * controls; each one closes after `NOTIFICATION_MAX_MS` at the latest.
 */
export function AppNotifications() {
  const { notifications } = useNotifications()
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>())

  useEffect(() => {
    const shown = new Set<string>()
    for (const notification of notifications) {
      const id = notification.id
      if (id === undefined) continue
      shown.add(id)
      const autoClose = notification.autoClose ?? NOTIFICATION_AUTO_CLOSE_MS
      if (autoClose === false || timers.current.has(id)) continue
      const maxMs = Math.max(NOTIFICATION_MAX_MS, Number(autoClose) * 2)
      timers.current.set(
        id,
        setTimeout(() => {
          timers.current.delete(id)
          notificationsApi.hide(id)
        }, maxMs),
      )
    }
    for (const [id, timer] of timers.current) {
      if (shown.has(id)) continue
      clearTimeout(timer)
      timers.current.delete(id)
    }
  }, [notifications])

  useEffect(() => {
    const pending = timers.current
    return () => {
      for (const timer of pending.values()) clearTimeout(timer)
      pending.clear()
    }
  }, [])

  return (
    // In place, not in a portal, like the scroll-to-top button: a Mantine
    // portal renders again, synchronously, right after it mounts. The
    // container is fixed to the window and sits above modals (its z-index).
    <Notifications
      withinPortal={false}
      position="bottom-right"
      autoClose={NOTIFICATION_AUTO_CLOSE_MS}
      classNames={{ root: classes.root }}
    />
  )
}
