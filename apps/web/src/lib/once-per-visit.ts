import { useEffect, useSyncExternalStore } from 'react';

/**
 * A value read from the server once per visit and shared by every reader (the app's configuration, the
 * footer's landing pages): what TanStack Query did for them with `staleTime: Infinity`, kept here because the
 * visitors' first pages show them and load without the query client (routes/layouts/data.tsx
 * provides it only around the pages that read data). Until the answer (and on
 * the server, and while hydrating) readers see `initial`; a failed read leaves `initial` too.
 */
export function oncePerVisit<T>(load: () => Promise<T>, initial: T) {
  let value = initial;
  let loading: Promise<T> | undefined;
  const listeners = new Set<() => void>();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  };

  /** The value, read from the server on the first call. */
  function get(): Promise<T> {
    loading ??= load().then(
      (answer) => {
        value = answer;
        listeners.forEach((listener) => listener());
        return answer;
      },
      () => initial,
    );
    return loading;
  }

  /** The value in a component: `initial` until it arrives (the first reader's mount asks for it). */
  function useValue(): T {
    useEffect(() => void get(), []);
    return useSyncExternalStore(
      subscribe,
      () => value,
      () => initial,
    );
  }

  return { get, useValue };
}
