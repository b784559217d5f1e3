import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { VariablesOf } from '../../../graphql';
import { gqlRequest } from '../../../app/api-client';
import { isApiError } from '../../../lib/api-error';
import { byDiscipline } from '../../../lib/discipline-groups';
import {
  AddOpportunityMutation,
  GenresQuery,
  JobChoicesQuery,
  OpportunityForEditQuery,
  PositionsQuery,
  PostingCreditQuery,
  QualificationsQuery,
  ServicesQuery,
  SkillsQuery,
  TeamUsersQuery,
  UpdateOpportunityMutation,
} from './documents';

/** What addOpportunity and updateOpportunity take (OpportunityInput). */
export type OpportunityInput = VariablesOf<typeof AddOpportunityMutation>['input'];

/** The reference lists change rarely: kept for the visit. */
const REFERENCE = { staleTime: 5 * 60_000 } as const;

export function useJobChoices() {
  return useQuery({ queryKey: ['posting', 'choices'], queryFn: () => gqlRequest(JobChoicesQuery, {}), ...REFERENCE });
}

/** Category experience: of the discipline for a job (none until it is chosen), every genre for a project. */
export function useGenres(industries: string[] | null) {
  return useQuery({
    queryKey: ['posting', 'genres', industries],
    queryFn: async () => (await gqlRequest(GenresQuery, { industries })).genres,
    enabled: industries === null || industries.length > 0,
    ...REFERENCE,
  });
}

/** A project's category experience: every discipline's, under the discipline's name (names repeat across them). */
export function useGenresByDiscipline() {
  const choices = useJobChoices();
  const genres = useGenres(null);
  const data = useMemo(
    () => (genres.data && choices.data ? byDiscipline(genres.data, choices.data.industries) : undefined),
    [genres.data, choices.data],
  );
  return { data, isFetching: genres.isFetching || choices.isFetching, isError: genres.isError || choices.isError };
}

export function useSkills(industries: string[], software: boolean) {
  return useQuery({
    queryKey: ['posting', 'skills', industries, software],
    queryFn: async () => (await gqlRequest(SkillsQuery, { industries, software })).skills,
    enabled: industries.length > 0,
    ...REFERENCE,
  });
}

export function useQualifications(industries: string[]) {
  return useQuery({
    queryKey: ['posting', 'qualifications', industries],
    queryFn: async () => (await gqlRequest(QualificationsQuery, { industries })).qualifications,
    enabled: industries.length > 0,
    ...REFERENCE,
  });
}

export function usePositions(industries: string[], level: string) {
  return useQuery({
    queryKey: ['posting', 'positions', industries, level],
    queryFn: async () => (await gqlRequest(PositionsQuery, { industries, jobLevels: [level] })).positions,
    enabled: industries.length > 0 && level !== '',
    ...REFERENCE,
  });
}

export function useServices() {
  return useQuery({ queryKey: ['posting', 'services'], queryFn: async () => (await gqlRequest(ServicesQuery, {})).services, ...REFERENCE });
}

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
 * addOpportunity with the submission's idempotency key (decision 0041), or updateOpportunity with an id (free, no
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
