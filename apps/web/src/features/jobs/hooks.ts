import { useQuery } from '@tanstack/react-query';
import { gqlRequest } from '../../app/api-client';
import { PublicJobQuery } from './documents';
import { servedJob } from './served-data';

/** A public post by its slug (null: no such published post); from the served HTML on arrival. */
export function usePublicJob(slug: string) {
  return useQuery({
    queryKey: ['publicJob', slug],
    queryFn: async () => (await gqlRequest(PublicJobQuery, { slug })).publicJob,
    initialData: () => servedJob(slug),
    staleTime: 60_000,
  });
}
