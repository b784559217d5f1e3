import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CASE_STUDY_LIMITS, type CaseStudyInput } from '@mp/domain';
import { useMemo } from 'react';
import { gqlRequest } from '../../app/api-client';
import { isApiError } from '../../lib/api-error';
import {
  AgencyProfileQuery, CaseStudiesQuery, CaseStudyQuery, CreateCaseStudyMutation, DeleteCaseStudyMutation, UpdateCaseStudyMutation,
} from './documents';

/** Everything under ['case-studies'] is read again after a change: the lists, a detail, the profile. */
export const caseStudyKeys = {
  all: ['case-studies'] as const,
  list: (agencyId: string | null) => ['case-studies', 'list', agencyId] as const,
  one: (id: string) => ['case-studies', 'one', id] as const,
  profile: (id: string | null) => ['case-studies', 'profile', id] as const,
};

/** NOT_FOUND and a malformed id are answers, not failures to retry. */
const retry = (count: number, error: unknown) => !isApiError(error, 'NOT_FOUND') && !isApiError(error, 'BAD_USER_INPUT') && count < 2;
export const isMissing = (error: unknown) => isApiError(error, 'NOT_FOUND') || isApiError(error, 'BAD_USER_INPUT');

/** The own team's case studies, 8 at a time, growing on 'view more' while the server has more. */
export function useOwnCaseStudies() {
  const query = useInfiniteQuery({
    queryKey: caseStudyKeys.list(null),
    queryFn: async ({ pageParam }) => (await gqlRequest(CaseStudiesQuery, { first: CASE_STUDY_LIMITS.listPage, page: pageParam })).caseStudies,
    initialPageParam: 1,
    getNextPageParam: (last) => (last.paginatorInfo.hasMorePages ? last.paginatorInfo.currentPage + 1 : undefined),
    staleTime: 0,
  });
  const items = useMemo(() => {
    const byId = new Map<string, (typeof query.data & object)['pages'][number]['data'][number]>();
    for (const item of (query.data?.pages ?? []).flatMap((p) => p.data)) if (!byId.has(item.id)) byId.set(item.id, item);
    return [...byId.values()];
  }, [query.data]);
  return { ...query, items };
}

export function useCaseStudy(id: string) {
  return useQuery({
    queryKey: caseStudyKeys.one(id),
    queryFn: async () => (await gqlRequest(CaseStudyQuery, { id })).caseStudy,
    retry,
  });
}

/** An agency's profile: the viewer's own team's when `id` is null. */
export function useAgencyProfile(id: string | null) {
  return useQuery({
    queryKey: caseStudyKeys.profile(id),
    queryFn: async () => (await gqlRequest(AgencyProfileQuery, { id })).agencyProfile,
    retry,
  });
}

/** The form's values as the API takes them (GraphQL's media items carry kind, image and url). */
const toInput = (input: CaseStudyInput) => ({
  ...input,
  media: (input.media ?? []).map((m) => ({ kind: m.kind, image: m.image ?? null, url: m.url ?? null })),
});

export function useCreateCaseStudy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ input, idempotencyKey }: { input: CaseStudyInput; idempotencyKey: string }) =>
      (await gqlRequest(CreateCaseStudyMutation, { input: toInput(input), idempotencyKey })).createCaseStudy,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: caseStudyKeys.all }),
  });
}

export function useUpdateCaseStudy(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: CaseStudyInput) => (await gqlRequest(UpdateCaseStudyMutation, { id, input: toInput(input) })).updateCaseStudy,
    onSuccess: async (updated) => {
      queryClient.setQueryData(caseStudyKeys.one(id), updated);
      await queryClient.invalidateQueries({ queryKey: caseStudyKeys.all, predicate: (q) => q.queryKey[1] !== 'one' });
    },
  });
}

export function useDeleteCaseStudy(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => (await gqlRequest(DeleteCaseStudyMutation, { id })).deleteCaseStudy,
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: caseStudyKeys.one(id) });
      return queryClient.invalidateQueries({ queryKey: caseStudyKeys.all });
    },
  });
}
