import { hashKey, hydrate, MutationObserver, QueryClient, type DehydratedState } from '@tanstack/react-query';
import { SERVER_TOKEN } from '../lib/hydration';
import { refetchOnMount, rememberServerQueries } from './server-state';

// Loaded with the first page that reads or writes data, not with the entry (app/query.tsx loadQueryClient).
export { MutationObserver };

/** The browser's one QueryClient. */
export const queryClient = new QueryClient({
  defaultOptions: {
    // A query a server-rendered page came with is not fetched again as the page hydrates (app/server-state.ts).
    queries: { refetchOnWindowFocus: false, refetchOnMount },
    mutations: { retry: false },
  },
});
// What QueryClientProvider does as it mounts (app/query.tsx provides the context instead): paused mutations
// resume, and queries are fetched again, when the browser comes back online. It lives as long as the page.
if (typeof window !== 'undefined') queryClient.mount();

/** Puts a server render's results into the browser's cache, the stored token (if any) in place of the render's placeholder. */
export function hydrateServerQueries(queries: DehydratedState, token: string | null): void {
  const withToken = {
    ...queries,
    queries: queries.queries.map((query) => {
      const queryKey = query.queryKey.map((part) => (part === SERVER_TOKEN ? token : part));
      return { ...query, queryKey, queryHash: hashKey(queryKey) };
    }),
  };
  hydrate(queryClient, withToken);
  rememberServerQueries(withToken.queries.map((query) => query.queryHash));
}
