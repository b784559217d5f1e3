import { dehydrate, HydrationBoundary, type DehydratedState, type FetchQueryOptions } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useLoaderData, type AppLoadContext } from 'react-router';
import type { RequestOptions } from './api-client';
import { serverQueryClient } from './query-client';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a page's queries each have their own result type
type AnyQuery = FetchQueryOptions<any, any, any, any>;

/**
 * What a route's loader reads: the page's own queries (the same the page's hooks run), fetched in the API's
 * process as a visitor, handed to the page through the data cache (PageData). A failed query fails the loader.
 */
export async function fetchPageQueries(context: AppLoadContext, queries: (request: RequestOptions) => AnyQuery[]): Promise<DehydratedState> {
  const client = serverQueryClient();
  await Promise.all(queries({ token: null, transport: context.graphql }).map((query) => client.fetchQuery(query)));
  return dehydrate(client);
}

/** Puts the route loader's queries in the data cache, then renders the page, whose hooks find them there. */
export function PageData({ children }: { children: ReactNode }) {
  return <HydrationBoundary state={useLoaderData<DehydratedState>()}>{children}</HydrationBoundary>;
}
