import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { VariablesOf } from '../../../graphql';
import { gqlRequest } from '../../../app/api-client';
import { isApiError } from '../../../lib/api-error';
import { AddOpportunityMutation, OpportunityForEditQuery, PostingCreditQuery, TeamUsersQuery, UpdateOpportunityMutation } from './documents';

/** What addOpportunity and updateOpportunity take (OpportunityInput). */
export type OpportunityInput = VariablesOf<typeof AddOpportunityMutation>['input'];

/** The balance, read fresh when the form opens (B-X4); a failed read is tried again (B-X13). */
export function usePostingCredit(enabled = true) {
  return useQuery({
    queryKey: ['credits', 'current', 'posting'],
    queryFn: async () => (await gqlRequest(PostingCreditQuery, {})).currentCredit.balance,
    staleTime: 0,
    enabled,
  });
}

export function useTeamUsers(enabled = true) {
  return useQuery({
    queryKey: ['posting', 'team-users'],
    queryFn: async () => (await gqlRequest(TeamUsersQuery, {})).opportunityTeamUsers,
    enabled,
  });
}

/** The post to edit, read fresh (no cache, B-F2); NOT_FOUND (another team's, unknown) is an answer, not retried. */
export function useOpportunityRecord(id: string) {
  return useQuery({
    queryKey: ['posting', 'opportunity', id],
    queryFn: async () => (await gqlRequest(OpportunityForEditQuery, { id })).opportunity,
    staleTime: 0,
    gcTime: 0,
    retry: (count, error) => !isApiError(error, 'NOT_FOUND') && !isApiError(error, 'BAD_USER_INPUT') && !isApiError(error, 'FORBIDDEN') && count < 2,
  });
}

/**
 * addOpportunity with the submission's idempotency key, or updateOpportunity with an id (free, no
 * key); the dashboard's lists and the balance are read again after.
 */
export function useSaveOpportunity(id?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ input, idempotencyKey }: { input: OpportunityInput; idempotencyKey: string }) => {
      if (id) return (await gqlRequest(UpdateOpportunityMutation, { id, input })).updateOpportunity;
      return (await gqlRequest(AddOpportunityMutation, { input, idempotencyKey })).addOpportunity;
    },
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['credits'] }),
        queryClient.invalidateQueries({ queryKey: ['opportunities'] }),
        queryClient.invalidateQueries({ queryKey: ['posting', 'opportunity'] }),
      ]);
    },
  });
}
