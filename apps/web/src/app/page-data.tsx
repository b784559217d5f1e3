import {
  dehydrate, HydrationBoundary, type DataTag, type DehydratedState, type FetchInfiniteQueryOptions, type FetchQueryOptions, type QueryClient,
} from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useLoaderData, type AppLoadContext } from 'react-router';
import type { RequestOptions } from './api-client';
import { serverQueryClient } from './query-client';

// A page's queries each have their own result type.
type PlainQuery = FetchQueryOptions<any, any, any, any>;
type InfiniteQuery = FetchInfiniteQueryOptions<any, any, any, any, any>;
type AnyQuery = PlainQuery | InfiniteQuery;

/** Each query's data, by its key's tag (queryOptions and infiniteQueryOptions tag it). */
type QueryResults<Q extends readonly AnyQuery[]> = { -readonly [K in keyof Q]: Q[K]['queryKey'] extends DataTag<unknown, infer T, unknown> ? T : unknown };

/** What every server-rendered page's loader returns: its queries' data for the page's hooks (PageData). */
export interface PageLoaderData {
  dehydrated: DehydratedState;
}

const isInfinite = (query: AnyQuery): query is InfiniteQuery => 'initialPageParam' in query;

/**
 * What a route's loader reads: the page's own queries (the same the page's hooks run, so the same keys), fetched in
 * the API's process as a visitor (or as `request` says: app/viewer.ts), handed to the page through the data cache
 * (PageData), and each one's data for the loader's own use (the head, the status). A failed query fails the loader.
 */
export async function fetchPageQueries<const Q extends readonly AnyQuery[]>(
  context: AppLoadContext,
  queries: (request: RequestOptions) => Q,
  request: RequestOptions = { token: null, transport: context.graphql },
): Promise<PageLoaderData & { results: QueryResults<Q> }> {
  const client = serverQueryClient();
  const results = await Promise.all(queries(request).map((query) => (isInfinite(query) ? client.fetchInfiniteQuery(query) : client.fetchQuery(query as PlainQuery))));
  return { dehydrated: dehydrate(client), results: results as QueryResults<Q> };
}

/** In the browser: the same queries put in the page's data cache before it renders (a client loader's counterpart). */
export async function prefetchPageQueries(client: QueryClient, queries: readonly AnyQuery[]): Promise<void> {
  await Promise.all(queries.map((query) => (isInfinite(query) ? client.prefetchInfiniteQuery(query) : client.prefetchQuery(query))));
}

/** Puts the route loader's queries in the data cache, then renders the page, whose hooks find them there. */
export function PageData({ children }: { children: ReactNode }) {
  return <HydrationBoundary state={useLoaderData<PageLoaderData | null>()?.dehydrated}>{children}</HydrationBoundary>;
}
