import { Anchor } from '@mantine/core';
import { TOAST_MS } from '@mp/domain';
import type { ReactNode } from 'react';

interface ToastOptions {
  /** Same id = one toast: showing it again while it is open does nothing. */
  id?: string;
  autoClose?: number;
  /** Makes the message a link-like button (e.g. 'click here to log in again'). */
  onClick?: () => void;
}

type Listener = () => void;
let hostWanted = false;
const listeners = new Set<Listener>();

/** Whether a toast has been shown yet: the app mounts the toast host (and loads its code) from then on. */
export const toastHost = {
  wanted: () => hostWanted,
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

function requestHost(): void {
  if (hostWanted) return;
  hostWanted = true;
  listeners.forEach((listener) => listener());
}

/** Mantine's notifications, loaded with the first toast (the host mounts then too): no page's first load carries them. */
const notificationsApi = () => import('@mantine/notifications').then((m) => m.notifications);

function show(color: string, message: ReactNode, autoClose: number, { id, onClick, ...rest }: ToastOptions): void {
  requestHost();
  const body = onClick ? (
    <Anchor
      component="button"
      type="button"
      c="inherit"
      ta="left"
      onClick={() => {
        if (id) void notificationsApi().then((notifications) => notifications.hide(id));
        onClick();
      }}
    >
      {message}
    </Anchor>
  ) : (
    message
  );
  void notificationsApi().then((notifications) =>
    notifications.show({
      id,
      color,
      message: body,
      position: 'top-center',
      autoClose: rest.autoClose ?? autoClose,
      withBorder: true,
      closeButtonProps: { 'aria-label': 'Close' },
    }),
  );
}

export function toastError(message: ReactNode, options: ToastOptions = {}): void {
  show('red', message, TOAST_MS.error, options);
}

export function toastSuccess(message: ReactNode, options: ToastOptions = {}): void {
  show('green', message, TOAST_MS.success, options);
}
