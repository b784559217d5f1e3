import { SEARCH_PAGE_SIZE, type SearchFilters } from '@mp/domain';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { gqlRequest } from '../../app/api-client';
import { useSessionUser } from '../../app/session/useSession';
import {
  LatestOpportunitiesQuery,
  OpportunitiesForYouQuery,
  SearchDisciplineListsQuery,
  SearchOpportunitiesQuery,
} from './search-documents';
import type { OpportunityCardData } from '../jobs';

interface Page {
  data: OpportunityCardData[];
  paginatorInfo: { hasMorePages: boolean; total: number };
}

/** Who is asking, in the keys: a freelancer reads their own lists, an agency its active team's. */
function useViewerKey(): string {
  const user = useSessionUser();
  return `${user?.id ?? 'visitor'}:${user?.teamUser?.team_id ?? ''}`;
}

/** Pages joined; a post met on an earlier page (the list moved meanwhile) is shown once. */
function joinPages(pages: Page[] | undefined): OpportunityCardData[] {
  const byId = new Map<string, OpportunityCardData>();
  for (const item of (pages ?? []).flatMap((page) => page.data)) if (!byId.has(item.id)) byId.set(item.id, item);
  return [...byId.values()];
}

/** A list that grows by a page on 'Show More' while the server says there are more. */
function useGrowingOpportunities(key: unknown[], load: (page: number) => Promise<Page>, staleTime?: number) {
  const query = useInfiniteQuery({
    queryKey: key,
    queryFn: ({ pageParam }) => load(pageParam),
    initialPageParam: 1,
    getNextPageParam: (last, _all, lastPage) => (last.paginatorInfo.hasMorePages ? lastPage + 1 : undefined),
    staleTime,
  });
  const items = useMemo(() => joinPages(query.data?.pages), [query.data]);
  const total = query.data?.pages[0]?.paginatorInfo.total;
  return { ...query, items, total };
}

/** The search of the URL's filters, SEARCH_PAGE_SIZE at a time. */
export function useOpportunitySearch(filters: SearchFilters) {
  const viewer = useViewerKey();
  return useGrowingOpportunities(['opportunitySearch', viewer, filters], async (page) => {
    const result = await gqlRequest(SearchOpportunitiesQuery, { filters, first: SEARCH_PAGE_SIZE, page });
    return result.searchOpportunities;
  });
}

/** opportunities-for-you: "network-only" (F-F4), read again on every visit. */
export function useOpportunitiesForYou() {
  const viewer = useViewerKey();
  return useGrowingOpportunities(
    ['opportunitiesForYou', viewer, 'list'],
    async (page) => (await gqlRequest(OpportunitiesForYouQuery, { first: SEARCH_PAGE_SIZE, page })).opportunitiesForYou,
    0,
  );
}

/** The dashboards' for-you block: the best `count` matches, fresh on each visit. */
export function useForYouBlock(count: number) {
  const viewer = useViewerKey();
  return useQuery({
    queryKey: ['opportunitiesForYou', viewer, 'block', count],
    queryFn: async () => (await gqlRequest(OpportunitiesForYouQuery, { first: count, page: 1 })).opportunitiesForYou.data,
    staleTime: 0,
  });
}

/** The dashboards' latest block: the newest `count` posts, of one discipline when given. */
export function useLatestOpportunities(count: number, industry: string | null) {
  const viewer = useViewerKey();
  return useQuery({
    queryKey: ['latestOpportunities', viewer, count, industry],
    queryFn: async () => (await gqlRequest(LatestOpportunitiesQuery, { first: count, industry })).latestOpportunities,
    staleTime: 0,
  });
}

/** Category experience, skills and qualifications of every discipline, with their discipline (kept for the visit). */
export function useDisciplineLists(enabled = true) {
  return useQuery({
    queryKey: ['search', 'discipline-lists'],
    queryFn: () => gqlRequest(SearchDisciplineListsQuery, {}),
    staleTime: 5 * 60_000,
    enabled,
  });
}
