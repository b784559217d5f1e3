import { boardFilters, parseBoardQuery, type BoardQuery } from '@mp/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { gqlRequest, type RequestOptions } from '../../app/api-client';
import { BoardDisciplinesQuery, JobBoardQuery } from './board-documents';

/** One page of the board for its normalised address (the server renders the same query). */
const jobBoardQuery = (query: BoardQuery, request?: RequestOptions) =>
  queryOptions({
    queryKey: ['jobBoard', query],
    queryFn: async () =>
      (await gqlRequest(JobBoardQuery, { target: query.kind, filters: boardFilters(query), page: query.page }, request)).jobBoard,
    staleTime: 30_000,
  });

/** The reference list changes when an administrator edits it: an hour is fresh enough. */
const boardDisciplinesQuery = (request?: RequestOptions) =>
  queryOptions({
    queryKey: ['board', 'disciplines'],
    queryFn: async () => (await gqlRequest(BoardDisciplinesQuery, {}, request)).industries,
    staleTime: 60 * 60 * 1000,
  });

export function useJobBoard(query: BoardQuery) {
  return useQuery({ ...jobBoardQuery(query), placeholderData: keepPreviousData });
}

export function useBoardDisciplines() {
  return useQuery(boardDisciplinesQuery());
}

/** What the board reads for an address: its route's loader fetches them (routes/pages/board.tsx). */
export const boardQueries = (url: URL) => (request: RequestOptions) => [jobBoardQuery(parseBoardQuery(url.searchParams), request), boardDisciplinesQuery(request)] as const;
