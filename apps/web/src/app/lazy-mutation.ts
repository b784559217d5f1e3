import type { MutateOptions, MutationObserver, MutationObserverOptions } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';

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

/** Starts loading TanStack Query's client before the first submit (the person has started on the form). */
export const prepareLazyMutation = () => void import('./query-client').catch(() => undefined);

/**
 * useMutation for the first pages: the same options and result, but TanStack Query's client loads when the
 * form is first sent, not with the page. The mutation is pending from the submit on.
 */
export function useLazyMutation<TData, TVariables>(options: MutationObserverOptions<TData, Error, TVariables>): LazyMutation<TData, TVariables> {
  const [state, setState] = useState<Omit<LazyMutation<TData, TVariables>, 'mutate' | 'mutateAsync'>>(IDLE);
  const optionsRef = useRef(options);
  optionsRef.current = options;
  const observer = useRef<MutationObserver<TData, Error, TVariables> | null>(null);
  const unsubscribe = useRef<(() => void) | null>(null);
  useEffect(() => () => unsubscribe.current?.(), []);

  const mutateAsync = useCallback(async (variables: TVariables, mutateOptions?: MutateOptions<TData, Error, TVariables>) => {
    setState((current) => ({ ...current, isPending: true }));
    let query: typeof import('./query-client');
    try {
      query = await import('./query-client');
    } catch (error) {
      // The code did not load (offline): the form says so as it would of a failed call.
      setState({ ...IDLE, isError: true, error: error as Error });
      optionsRef.current.onError?.(error as Error, variables, undefined, undefined as never);
      mutateOptions?.onError?.(error as Error, variables, undefined, undefined as never);
      throw error;
    }
    if (!observer.current) {
      observer.current = new query.MutationObserver<TData, Error, TVariables>(query.browserQueryClient, optionsRef.current);
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
