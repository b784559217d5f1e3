import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { gqlRequest, type RequestOptions } from '../../app/api-client';
import { LOADED_FRESH_MS } from '../../app/query-client';
import { useRouteGroup } from '../../app/group-context';
import { useSessionUser } from '../../app/session/useSession';
import { ArticleQuery, ArticlesQuery, DealsQuery, type ArticleFilter } from './documents';
import { groupAvailabilities } from './rules';

/** Part of every content query key: what a reader may see changes when they sign in or out. */
function useViewerKey(): string {
  return useSessionUser()?.id ?? 'visitor';
}

/** The availabilities the current route group asks for. */
export function useGroupAvailability() {
  return groupAvailabilities(useRouteGroup().group);
}

interface Page<T> {
  data: T[];
  paginatorInfo: { hasMorePages: boolean };
}

/** Pages of a list joined; an item seen on an earlier page (the list moved meanwhile) is shown once. */
function joinPages<T extends { id: string }>(pages: Page<T>[] | undefined): T[] {
  const byId = new Map<string, T>();
  for (const item of (pages ?? []).flatMap((page) => page.data)) if (!byId.has(item.id)) byId.set(item.id, item);
  return [...byId.values()];
}

/** The next page's number while the server says there are more. */
const nextPage = (last: { paginatorInfo: { hasMorePages: boolean } }, _all: unknown, lastPage: number) => (last.paginatorInfo.hasMorePages ? lastPage + 1 : undefined);

/** A list that grows by `pageSize` on 'Show More' while the server says there are more pages. */
function useGrowingList<T extends { id: string }>(key: unknown[], pageSize: number, load: (page: number) => Promise<Page<T>>) {
  const query = useInfiniteQuery({ queryKey: [...key, pageSize], queryFn: ({ pageParam }) => load(pageParam), initialPageParam: 1, getNextPageParam: nextPage });
  const items = useMemo(() => joinPages(query.data?.pages), [query.data]);
  return { ...query, items };
}

/** The articles list's query: the readable articles matching `filter`, newest first, `pageSize` a page (a route loader reads it too). */
export const articleListQuery = (filter: ArticleFilter, pageSize: number, viewer: string, request?: RequestOptions) =>
  infiniteQueryOptions({
    queryKey: ['articles', viewer, filter, pageSize],
    queryFn: async ({ pageParam }) => (await gqlRequest(ArticlesQuery, { ...filter, first: pageSize, page: pageParam }, request)).articles,
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });

/** The resources list and the blog: a list that grows by `pageSize` on 'Show More' while the server says there are more. */
export function useArticleList(filter: ArticleFilter, pageSize: number) {
  const query = useInfiniteQuery(articleListQuery(filter, pageSize, useViewerKey()));
  const items = useMemo(() => joinPages(query.data?.pages), [query.data]);
  return { ...query, items };
}

/** The newest `count` articles matching `filter` (dashboard blocks, related articles), for `viewer` (useViewerKey). */
export const latestArticlesQuery = (filter: ArticleFilter, count: number, viewer: string, request?: RequestOptions) =>
  queryOptions({
    queryKey: ['articles', viewer, filter, count, 'latest'],
    queryFn: async () => (await gqlRequest(ArticlesQuery, { ...filter, first: count, page: 1 }, request)).articles.data,
    staleTime: LOADED_FRESH_MS,
  });

export function useLatestArticles(filter: ArticleFilter, count: number, enabled = true) {
  return useQuery({ ...latestArticlesQuery(filter, count, useViewerKey()), enabled });
}

/** One article by slug; null when absent or not readable by this viewer. */
export function useArticle(slug: string) {
  const viewer = useViewerKey();
  return useQuery({
    queryKey: ['article', viewer, slug],
    queryFn: async () => (await gqlRequest(ArticleQuery, { slug })).article,
    // The page shows a failure's message (spec); one retry before that is enough.
    retry: 1,
  });
}

/** The deals page: `pageSize` at a time. */
export function useDealList(pageSize: number) {
  const viewer = useViewerKey();
  return useGrowingList(['deals', viewer], pageSize, async (page) => (await gqlRequest(DealsQuery, { first: pageSize, page })).deals);
}

/** The newest `count` deals (dashboard block). */
export function useLatestDeals(count: number) {
  const viewer = useViewerKey();
  return useQuery({
    queryKey: ['deals', viewer, count, 'latest'],
    queryFn: async () => (await gqlRequest(DealsQuery, { first: count, page: 1 })).deals.data,
  });
}
