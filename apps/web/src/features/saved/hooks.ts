import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { gqlRequest } from '../../app/api-client';
import { PostSavedQuery, SavedPostsCountQuery, SavedPostsQuery, SetPostSavedMutation } from './documents';

/** The viewer's saved posts, a page at a time, fresh on each visit (a post may have closed meanwhile). */
export function useSavedPosts(page: number, first = 10) {
  return useQuery({
    queryKey: ['savedPosts', page, first],
    queryFn: async () => (await gqlRequest(SavedPostsQuery, { first, page })).savedPosts,
    staleTime: 0,
  });
}

export function useSavedCount() {
  return useQuery({
    queryKey: ['savedPostsCount'],
    queryFn: async () => (await gqlRequest(SavedPostsCountQuery, {})).savedPostsCount,
    staleTime: 0,
  });
}

/** One post's flag when the page's data came without it (a served page is the visitor's reading). */
export function usePostSaved(slug: string, enabled: boolean) {
  return useQuery({
    queryKey: ['postSaved', slug],
    queryFn: async () => (await gqlRequest(PostSavedQuery, { slug })).publicJob?.isSaved ?? false,
    enabled,
  });
}

/** The seeking lists whose cards carry isSaved (features/seeking/search-hooks.ts keys). */
const CARD_LISTS = new Set(['opportunitySearch', 'opportunitiesForYou', 'latestOpportunities']);

/** Saves or unsaves with the submission's key; lists and counts are read again after. */
export function useSetPostSaved(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (vars: { saved: boolean; idempotencyKey: string }) => (await gqlRequest(SetPostSavedMutation, { id, ...vars })).setPostSaved,
    onSuccess: () => {
      // The saved list is marked stale, not read again now: an unsaved row stays on the page, its toggle one click
      // from undoing a slip, until the list is next read.
      void client.invalidateQueries({ queryKey: ['savedPosts'], refetchType: 'none' });
      void client.invalidateQueries({ queryKey: ['savedPostsCount'] });
      void client.invalidateQueries({ queryKey: ['postSaved'] });
      // The card lists hold each card's flag: marked stale, not fetched again now (a long search list would reload
      // for one click), so the next visit reads the flags as they are.
      void client.invalidateQueries({ predicate: (q) => CARD_LISTS.has(String(q.queryKey[0])), refetchType: 'none' });
    },
  });
}
