import '@mantine/core/styles/Notification.layer.css';
import '@mantine/notifications/styles.layer.css';
import { Notifications } from '@mantine/notifications';
import { TOAST_MS } from '@mp/domain';

/** Where toasts render (top centre). Loaded with the first toast, so pages that never show one skip its code. */
export function ToastHost() {
  return <Notifications position="top-center" autoClose={TOAST_MS.info} zIndex={1000} />;
}
