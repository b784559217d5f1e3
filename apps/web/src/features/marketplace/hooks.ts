import { MARKETPLACE_PAGE_SIZE, type MarketplaceQuery } from '@mp/domain';
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { gqlRequest, type RequestOptions } from '../../app/api-client';
import { AgenciesQuery, CaseStudyCardsQuery, MarketplaceServicesQuery } from './documents';

/** The reference list changes when an administrator edits it: an hour is fresh enough for chips. */
const REFERENCE_STALE_MS = 60 * 60 * 1000;

const marketplaceServicesQuery = (request?: RequestOptions) =>
  queryOptions({
    queryKey: ['marketplace', 'services'],
    queryFn: async () => (await gqlRequest(MarketplaceServicesQuery, {}, request)).services,
    staleTime: REFERENCE_STALE_MS,
  });

export function useMarketplaceServices() {
  return useQuery(marketplaceServicesQuery());
}

interface Page<T> {
  data: T[];
  paginatorInfo: { hasMorePages: boolean; total: number };
}

/** A list read a page at a time, the next page while the server says more exist. */
const growingList = <T,>(key: unknown[], load: (page: number) => Promise<Page<T>>) =>
  infiniteQueryOptions({
    queryKey: key,
    queryFn: ({ pageParam }) => load(pageParam),
    initialPageParam: 1,
    getNextPageParam: (last: Page<T>, _all: Page<T>[], lastPage: number) => (last.paginatorInfo.hasMorePages ? lastPage + 1 : undefined),
  });

/** The service ids as the API takes them (strings), in the URL's order (ascending). */
const ids = (services: number[]) => (services.length ? services.map(String) : null);

const agencyCardsQuery = (services: number[], pageSize: number, request?: RequestOptions) =>
  growingList(
    ['marketplace', 'agencies', services, pageSize],
    async (page) => (await gqlRequest(AgenciesQuery, { services: ids(services), first: pageSize, page }, request)).agencies,
  );

const caseStudyCardsQuery = (services: number[], pageSize: number, request?: RequestOptions) =>
  growingList(
    ['marketplace', 'caseStudies', services, pageSize],
    async (page) => (await gqlRequest(CaseStudyCardsQuery, { services: ids(services), first: pageSize, page }, request)).marketplaceCaseStudies,
  );

/** A growing list's items: an item met twice (the list moved between pages) shows once. */
function useGrowingList<T extends { id: string }>(options: ReturnType<typeof growingList<T>>, enabled: boolean) {
  const query = useInfiniteQuery({ ...options, enabled });
  const items = useMemo(() => {
    const byId = new Map<string, T>();
    for (const item of (query.data?.pages ?? []).flatMap((p) => p.data)) if (!byId.has(item.id)) byId.set(item.id, item);
    return [...byId.values()];
  }, [query.data]);
  return { ...query, items, total: query.data?.pages[0]?.paginatorInfo.total };
}

export function useAgencyCards(services: number[], pageSize: number, enabled: boolean) {
  return useGrowingList(agencyCardsQuery(services, pageSize), enabled);
}

export function useCaseStudyCards(services: number[], pageSize: number, enabled: boolean) {
  return useGrowingList(caseStudyCardsQuery(services, pageSize), enabled);
}

/**
 * What the employer's marketplace shows for its address (the chips and the chosen list's first page): its route's
 * loader fetches them (routes/pages/marketplace.tsx).
 */
export const employerMarketplaceQueries = (query: MarketplaceQuery) => (request: RequestOptions) => [
  marketplaceServicesQuery(request),
  query.filter === 'agency'
    ? agencyCardsQuery(query.services, MARKETPLACE_PAGE_SIZE.agencies, request)
    : caseStudyCardsQuery(query.services, MARKETPLACE_PAGE_SIZE.employerCaseStudies, request),
];
