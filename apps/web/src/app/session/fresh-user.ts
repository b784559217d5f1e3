import type { ResultOf } from '../../graphql';
import { gqlRequest } from '../api-client';
import { browserQueryClient as client } from '../query-client';
import { MeQuery } from './documents';
import { meQueryKey } from './me-query';
import { getSession, replaceSessionUser } from './session-store';

/** The `me` query, one cache entry per token: useMeSync keeps it, the guards read it again. */
export const meQuery = (token: string | undefined) => ({ queryKey: meQueryKey(token), queryFn: () => gqlRequest(MeQuery, {}) });

/**
 * Reads `me` again now (sharing a read already under way) and stores the fresh user. A null answer is left
 * to useMeSync, which signs out.
 */
export async function refreshSessionUser(token: string): Promise<void> {
  await client.fetchQuery({ ...meQuery(token), staleTime: 0 });
  // The cached object (not the raw answer): useMeSync sees the same one and has nothing more to store.
  const me = client.getQueryData<ResultOf<typeof MeQuery>>(meQueryKey(token))?.me;
  if (me && getSession()?.token === token) replaceSessionUser(me);
}
