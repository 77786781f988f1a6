// The toast container and its styles, loaded after the first paint.
import '@mantine/notifications/styles.css'
import {
  Notifications as MantineNotifications,
  type NotificationsProps,
} from '@mantine/notifications'

/** Mantine's toast container, with its stylesheet in the same lazy chunk. */
export function Notifications(props: NotificationsProps) {
  return <MantineNotifications {...props} />
}
