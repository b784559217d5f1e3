import { QueryClientContext, type MutateOptions, type MutationObserverOptions, type QueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { loadOnce } from '../lib/load-once';

/**
 * TanStack Query on demand (decision 0021). The first pages a visitor opens (login, sign-up step 1, forgot
 * password) read no data, so their JavaScript leaves TanStack Query's client out (11 KB gzipped, issue 8's
 * budget): the entry holds only the context below. The browser's client (app/query-client.ts) loads with the
 * first page or part that reads data (app/lazy-page.ts and app/lazy-component.ts wait for it before they
 * render such a page), or with the first form sent from a first page (useLazyMutation).
 */
let loaded: QueryClient | undefined;
const listeners = new Set<() => void>();

/** The module of the browser's client (app/query-client.ts), loaded once; the client is provided as it arrives. */
export const loadQueryModule = loadOnce(() =>
  import('./query-client').then((module) => {
    loaded = module.queryClient;
    listeners.forEach((listener) => listener());
    return module;
  }),
);

export function loadQueryClient(): Promise<QueryClient> {
  return loadQueryModule().then((module) => module.queryClient);
}

/** The browser's client once it has loaded. */
export function loadedQueryClient(): QueryClient | undefined {
  return loaded;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/**
 * What QueryClientProvider provides: the given client (a server render's own), or the browser's once it has
 * loaded. Until then nothing below reads data: every page and part that does waits for the client to load.
 */
export function QueryClientSlot({ client, children }: { client?: QueryClient; children: ReactNode }) {
  const browser = useSyncExternalStore(subscribe, loadedQueryClient, loadedQueryClient);
  return <QueryClientContext.Provider value={client ?? browser}>{children}</QueryClientContext.Provider>;
}

interface LazyMutation<TData, TVariables> {
  isPending: boolean;
  isSuccess: boolean;
  isError: boolean;
  data: TData | undefined;
  error: Error | null;
  mutate: (variables: TVariables, options?: MutateOptions<TData, Error, TVariables>) => void;
  mutateAsync: (variables: TVariables, options?: MutateOptions<TData, Error, TVariables>) => Promise<TData>;
}

const IDLE = { isPending: false, isSuccess: false, isError: false, data: undefined, error: null };

/**
 * useMutation for the first pages: the same options and result, but TanStack Query's client loads when the
 * form is first sent, not with the page. The mutation is pending from the submit on.
 */
export function useLazyMutation<TData, TVariables>(options: MutationObserverOptions<TData, Error, TVariables>): LazyMutation<TData, TVariables> {
  const [state, setState] = useState<Omit<LazyMutation<TData, TVariables>, 'mutate' | 'mutateAsync'>>(IDLE);
  const optionsRef = useRef(options);
  optionsRef.current = options;
  const observer = useRef<import('@tanstack/react-query').MutationObserver<TData, Error, TVariables> | null>(null);
  const unsubscribe = useRef<(() => void) | null>(null);
  useEffect(() => () => unsubscribe.current?.(), []);

  const mutateAsync = useCallback(async (variables: TVariables, mutateOptions?: MutateOptions<TData, Error, TVariables>) => {
    setState((current) => ({ ...current, isPending: true }));
    let query: Awaited<ReturnType<typeof loadQueryModule>>;
    try {
      query = await loadQueryModule();
    } catch (error) {
      // The code did not load (offline): the form says so as it would of a failed call.
      setState({ ...IDLE, isError: true, error: error as Error });
      optionsRef.current.onError?.(error as Error, variables, undefined, undefined as never);
      mutateOptions?.onError?.(error as Error, variables, undefined, undefined as never);
      throw error;
    }
    if (!observer.current) {
      observer.current = new query.MutationObserver<TData, Error, TVariables>(query.queryClient, optionsRef.current);
      unsubscribe.current = observer.current.subscribe(({ isPending, isSuccess, isError, data, error }) =>
        setState({ isPending, isSuccess, isError, data, error }),
      );
    } else {
      observer.current.setOptions(optionsRef.current);
    }
    return observer.current.mutate(variables, mutateOptions);
  }, []);

  const mutate = useCallback(
    (variables: TVariables, mutateOptions?: MutateOptions<TData, Error, TVariables>) => void mutateAsync(variables, mutateOptions).catch(() => undefined),
    [mutateAsync],
  );

  return { ...state, mutate, mutateAsync };
}
