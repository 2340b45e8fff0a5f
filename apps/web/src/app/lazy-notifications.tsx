import { useNotifications } from '@mantine/notifications';
import { lazy, Suspense, useRef } from 'react';

const NotificationArea = lazy(async () => ({ default: (await import('./notification-area')).NotificationArea }));

/**
 * The notification area, loaded with the first notification: most pages (the sign-in page among them) never show
 * one, and the area with its transitions would otherwise be part of every first download. Notifications shown
 * before it arrives wait in Mantine's store and appear with it; once loaded it stays, so they can leave animated.
 */
export function LazyNotifications() {
  const { notifications, queue } = useNotifications();
  const needed = useRef(false);
  if (notifications.length > 0 || queue.length > 0) needed.current = true;
  return needed.current ? (
    <Suspense fallback={null}>
      <NotificationArea />
    </Suspense>
  ) : null;
}
