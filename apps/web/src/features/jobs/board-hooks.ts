import { boardFilters, type BoardQuery } from '@mp/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { gqlRequest } from '../../app/api-client';
import { BoardDisciplinesQuery, JobBoardQuery } from './board-documents';

/** One page of the board for its normalised address (the server renders the same query). */
export function useJobBoard(query: BoardQuery) {
  return useQuery({
    queryKey: ['jobBoard', query],
    queryFn: async () =>
      (await gqlRequest(JobBoardQuery, { target: query.kind, filters: boardFilters(query), page: query.page })).jobBoard,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

/** The reference list changes when an administrator edits it: an hour is fresh enough. */
export function useBoardDisciplines() {
  return useQuery({
    queryKey: ['board', 'disciplines'],
    queryFn: async () => (await gqlRequest(BoardDisciplinesQuery, {})).industries,
    staleTime: 60 * 60 * 1000,
  });
}
