import { useQuery } from '@tanstack/react-query';
import { MESSAGE_POLL_SECONDS } from '@mp/domain';
import { gqlRequest } from '../../app/api-client';
import { UnreadMessageThreadsQuery } from './documents';

/**
 * How many of the viewer's threads have unread messages (the header's count): one cheap statement every
 * MESSAGE_POLL_SECONDS.unread seconds while the tab is visible, and after the viewer reads a thread. Only one reader
 * polls (`poll`: the header's link, always mounted for a member); the others show the same cached count, so a tab asks
 * once a period however many places show it.
 */
export function useUnreadThreads({ poll = false }: { poll?: boolean } = {}) {
  return useQuery({
    queryKey: ['messages', 'unread'],
    queryFn: async () => (await gqlRequest(UnreadMessageThreadsQuery, {})).unreadMessageThreads,
    refetchInterval: poll ? MESSAGE_POLL_SECONDS.unread * 1000 : false,
    refetchIntervalInBackground: false,
    staleTime: 10_000,
  });
}
