import { queryOptions, useQuery } from '@tanstack/react-query';
import { gqlRequest, type RequestOptions } from '../../app/api-client';
import { PublicJobQuery } from './documents';

/** A public post by its slug (null: no such published post). */
export const publicJobQuery = (slug: string, request?: RequestOptions) =>
  queryOptions({
    queryKey: ['publicJob', slug],
    queryFn: async () => (await gqlRequest(PublicJobQuery, { slug }, request)).publicJob,
    staleTime: 60_000,
  });

export function usePublicJob(slug: string) {
  return useQuery(publicJobQuery(slug));
}
