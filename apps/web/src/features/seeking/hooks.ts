import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { gqlRequest } from '../../app/api-client';
import type { AnswerInput } from '../screening';
import { isApiError } from '../../lib/api-error';
import { ApplyMutation, MyApplicationsQuery, SeekerOpportunityQuery } from './documents';

const key = (id: string) => ['seekerOpportunity', id] as const;

/** The post and the viewer's application, read fresh (F-F4: never cached for long). */
export function useSeekerOpportunity(id: string) {
  return useQuery({
    queryKey: key(id),
    queryFn: async () => (await gqlRequest(SeekerOpportunityQuery, { id })).seekerOpportunity,
    staleTime: 0,
    // Not found stays not found: show it at once rather than after the retries.
    retry: (count, error) => !isApiError(error, 'NOT_FOUND') && count < 3,
  });
}

/**
 * Applies with the submission's idempotency key (decision 0041), the optional message and the screening answers: a
 * repeat of the same submission answers success, not 'Already Applied'. The answer (the post with the new
 * application) replaces the cached one; questions that changed meanwhile are read again.
 */
export function useApply(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ idempotencyKey, message, answers }: { idempotencyKey: string; message: string | null; answers: AnswerInput[] | null }) =>
      (await gqlRequest(ApplyMutation, { id, idempotencyKey, message, answers })).applyToOpportunity,
    onSuccess: (view) => {
      client.setQueryData(key(id), view);
      void client.invalidateQueries({ queryKey: ['myApplications'] });
    },
    // Already applied (another tab, a lost answer): read the application as it stands. Answers refused: read the
    // questions again (the employer may have changed them since the page was read).
    onError: (error) => {
      const answers = isApiError(error, 'BAD_USER_INPUT') && Object.keys(error.fields).some((f) => f.startsWith('answers'));
      if (isApiError(error, 'ALREADY_APPLIED') || answers) {
        void client.invalidateQueries({ queryKey: key(id) });
      }
    },
  });
}

/** The newest `count` applications of the viewer (or their agency), fresh on each visit. */
export function useMyApplications(count: number) {
  return useQuery({
    queryKey: ['myApplications', count],
    queryFn: async () => (await gqlRequest(MyApplicationsQuery, { first: count })).myApplications,
    staleTime: 0,
  });
}
