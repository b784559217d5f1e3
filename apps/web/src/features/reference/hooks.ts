import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { gqlRequest } from '../../app/api-client';
import { byDiscipline } from '../../lib/discipline-groups';
import { GenresQuery, JobChoicesQuery, PositionsQuery, QualificationsQuery, ServicesQuery, SkillsQuery } from './documents';

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
