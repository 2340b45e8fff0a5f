import '@mantine/notifications/styles.css';
import { Notifications } from '@mantine/notifications';

/** Mantine's notification area with its styles, loaded by LazyNotifications when the first notification comes. */
export function NotificationArea() {
  return <Notifications />;
}
