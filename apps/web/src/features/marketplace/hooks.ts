import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { gqlRequest } from '../../app/api-client';
import { AgenciesQuery, CaseStudyCardsQuery, MarketplaceServicesQuery } from './documents';

/** The reference list changes when an administrator edits it: an hour is fresh enough for chips. */
const REFERENCE_STALE_MS = 60 * 60 * 1000;

export function useMarketplaceServices() {
  return useQuery({
    queryKey: ['marketplace', 'services'],
    queryFn: async () => (await gqlRequest(MarketplaceServicesQuery, {})).services,
    staleTime: REFERENCE_STALE_MS,
  });
}

interface Page<T> {
  data: T[];
  paginatorInfo: { hasMorePages: boolean; total: number };
}

/** A list that grows by a page on 'View more' while the server says more exist; an item met twice shows once. */
function useGrowingList<T extends { id: string }>(key: unknown[], load: (page: number) => Promise<Page<T>>, enabled: boolean) {
  const query = useInfiniteQuery({
    queryKey: key,
    queryFn: ({ pageParam }) => load(pageParam),
    initialPageParam: 1,
    getNextPageParam: (last, _all, lastPage) => (last.paginatorInfo.hasMorePages ? lastPage + 1 : undefined),
    enabled,
  });
  const items = useMemo(() => {
    const byId = new Map<string, T>();
    for (const item of (query.data?.pages ?? []).flatMap((p) => p.data)) if (!byId.has(item.id)) byId.set(item.id, item);
    return [...byId.values()];
  }, [query.data]);
  return { ...query, items, total: query.data?.pages[0]?.paginatorInfo.total };
}

/** The service ids as the API takes them (strings), in the URL's order (ascending). */
const ids = (services: number[]) => (services.length ? services.map(String) : null);

export function useAgencyCards(services: number[], pageSize: number, enabled: boolean) {
  return useGrowingList(
    ['marketplace', 'agencies', services, pageSize],
    async (page) => (await gqlRequest(AgenciesQuery, { services: ids(services), first: pageSize, page })).agencies,
    enabled,
  );
}

export function useCaseStudyCards(services: number[], pageSize: number, enabled: boolean) {
  return useGrowingList(
    ['marketplace', 'caseStudies', services, pageSize],
    async (page) => (await gqlRequest(CaseStudyCardsQuery, { services: ids(services), first: pageSize, page })).marketplaceCaseStudies,
    enabled,
  );
}
