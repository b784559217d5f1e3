import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { closedToast, OPPORTUNITY_MSG, TARGET_LABELS, type CloseOpportunityInput, type OpportunityTarget } from '@mp/domain';
import { gqlRequest, type RequestOptions } from '../../../app/api-client';
import { LOADED_FRESH_MS } from '../../../app/query-client';
import { isApiError } from '../../../lib/api-error';
import { toastError, toastSuccess } from '../../../lib/toast';
import {
  CloseApplicantsQuery, CloseOpportunityMutation, RestoreOpportunityMutation, TeamOpportunitiesQuery, ViewOpportunityQuery,
} from './documents';

/** Rows a dashboard page shows. */
export const PAGE_SIZE = 10;
/** Every cached list and post of the team (the posting forms' changes invalidate it too). */
const OPPORTUNITIES_KEY = ['opportunities'] as const;

/** Not found, or a member's post not assigned to them: the page's "no data" state, not an error to retry. */
export const isMissingPost = (error: unknown) => isApiError(error, 'NOT_FOUND') || isApiError(error, 'FORBIDDEN') || isApiError(error, 'BAD_USER_INPUT');

/** One page of the team's active or closed posts of a kind (viewTeamOpportunity / viewTeamMemberOpportunity). */
export const teamOpportunitiesQuery = (target: OpportunityTarget, closed: boolean, page: number, request?: RequestOptions) =>
  queryOptions({
    queryKey: [...OPPORTUNITIES_KEY, 'team', target, closed, page],
    queryFn: async () => (await gqlRequest(TeamOpportunitiesQuery, { target, closed, first: PAGE_SIZE, page }, request)).teamOpportunities,
    staleTime: LOADED_FRESH_MS,
  });

export function useTeamOpportunities(target: OpportunityTarget, closed: boolean, page: number) {
  return useQuery({ ...teamOpportunitiesQuery(target, closed, page), placeholderData: keepPreviousData });
}

/** A post of the team, read fresh (GET_OPPORTUNITY). */
export function useViewedOpportunity(id: string) {
  return useQuery({
    queryKey: [...OPPORTUNITIES_KEY, 'one', id],
    queryFn: async () => (await gqlRequest(ViewOpportunityQuery, { id })).opportunity,
    retry: (count, error) => !isMissingPost(error) && count < 2,
    staleTime: 0,
  });
}

/** The applicants the close modal offers, loaded when the modal opens. */
export function useCloseApplicants(id: string, enabled: boolean) {
  return useQuery({
    queryKey: [...OPPORTUNITIES_KEY, 'close-applicants', id],
    queryFn: async () => (await gqlRequest(CloseApplicantsQuery, { id })).opportunityApplicants,
    enabled,
  });
}

/** Sends the close (DELETE_OPPORTUNITY); '{type} closed!' and the lists refetch (the spec's reload after 500 ms). */
export function useCloseOpportunity(id: string, target: OpportunityTarget) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CloseOpportunityInput) =>
      gqlRequest(CloseOpportunityMutation, { id, input: { ...input, freelancer_id: input.freelancer_id === null ? null : String(input.freelancer_id) } }),
    onSuccess: async () => {
      toastSuccess(closedToast(target));
      await queryClient.invalidateQueries({ queryKey: OPPORTUNITIES_KEY });
    },
  });
}

/** Re-opens a closed post, free of charge: 'Opportunity restored!' / 'Project restored!'. */
export function useRestoreOpportunity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (post: { id: string; target: OpportunityTarget }) => gqlRequest(RestoreOpportunityMutation, { id: post.id }),
    onSuccess: async (_data, post) => {
      toastSuccess(restoredToast(post.target));
      await queryClient.invalidateQueries({ queryKey: OPPORTUNITIES_KEY });
    },
    onError: (error) => {
      if (!isApiError(error, 'UNAUTHENTICATED')) toastError(OPPORTUNITY_MSG.closeFailed);
    },
  });
}

/** Ours (decision 0026): the restore's toast, worded like '{type} closed!'. */
export const restoredToast = (target: OpportunityTarget) => `${TARGET_LABELS[target]} restored!`;
