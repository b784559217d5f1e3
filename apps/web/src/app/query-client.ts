import { QueryClient } from '@tanstack/react-query';

// For the first pages' forms, which load TanStack Query when first sent (app/lazy-mutation.ts).
export { MutationObserver } from '@tanstack/react-query';

const options = { queries: { refetchOnWindowFocus: false }, mutations: { retry: false } } as const;

/** The browser's one QueryClient (created in the browser only). */
export const browserQueryClient = (typeof window === 'undefined' ? undefined : new QueryClient({ defaultOptions: options })) as QueryClient;

/**
 * A server render's own client: what a route's loader fetched is in it (HydrationBoundary), nothing else is
 * fetched while rendering, and nothing is shared between requests.
 */
export const serverQueryClient = () => new QueryClient({ defaultOptions: { ...options, queries: { ...options.queries, staleTime: Infinity } } });

/**
 * How long what a route's loader just read counts as fresh: the page mounting right after it does not read it
 * again, while the next visit (its loader) and every change (invalidation) still do.
 */
export const LOADED_FRESH_MS = 5_000;
