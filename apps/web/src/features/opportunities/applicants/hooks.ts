import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { OPPORTUNITY_MSG, type ApplicationStatus } from '@mp/domain';
import { useEffect } from 'react';
import { gqlRequest } from '../../../app/api-client';
import { isApiError } from '../../../lib/api-error';
import { toastError } from '../../../lib/toast';
import { ApplicantsQuery, CandidateProfileQuery, EmployerApplicationQuery, MarkApplicationViewedMutation } from './documents';

/** An answer, not a failure: the record is not the viewer's to see (another team's, unassigned, unknown). */
export const isMissing = (error: unknown) =>
  isApiError(error, 'NOT_FOUND') || isApiError(error, 'FORBIDDEN') || isApiError(error, 'BAD_USER_INPUT');

const retry = (count: number, error: Error) => !isMissing(error) && count < 2;

const applicantsKey = (id: string) => ['opportunities', 'applicants', id] as const;

/**
 * The profile carries the CV's and documents' download links, which last five minutes (decision 0030): read
 * again every four while the page is open (and on focus, TanStack's default), so a link clicked is fresh.
 */
const LINK_REFRESH_MS = 4 * 60 * 1000;

/** The applicants page shows this many at a time (the server's page; the counts give the totals). */
export const APPLICANTS_PAGE = 50;

/**
 * view-applicants/{id}: the post and a page of its applicants (a status's, or all; with `meetsMustHaves`, those
 * meeting every must-have or missing one); 'Could not get applicants' when the call fails.
 */
export function useApplicants(id: string, opts: { status?: ApplicationStatus | null; meetsMustHaves?: boolean | null; page?: number } = {}) {
  const status = opts.status ?? null;
  const meetsMustHaves = opts.meetsMustHaves ?? null;
  const page = opts.page ?? 1;
  const query = useQuery({
    queryKey: [...applicantsKey(id), status, meetsMustHaves, page],
    queryFn: () => gqlRequest(ApplicantsQuery, { id, status, meetsMustHaves, first: APPLICANTS_PAGE, page }),
    placeholderData: keepPreviousData,
    retry,
  });
  const failed = query.isError && !isMissing(query.error);
  useEffect(() => {
    if (failed) toastError(OPPORTUNITY_MSG.applicantsFailed, { id: 'applicants-failed' });
  }, [failed]);
  return query;
}

/** candidate-profile/{id}. */
export function useCandidateProfile(id: string) {
  return useQuery({
    queryKey: ['opportunities', 'candidate', id],
    queryFn: async () => (await gqlRequest(CandidateProfileQuery, { id })).candidateProfile,
    retry,
    refetchInterval: LINK_REFRESH_MS,
  });
}

/** freelancer-profile/{userId}-{applicationId}. */
export function useEmployerApplication(applicationId: string, userId: string) {
  return useQuery({
    queryKey: ['opportunities', 'application', applicationId, userId],
    queryFn: async () => (await gqlRequest(EmployerApplicationQuery, { id: applicationId, userId })).employerApplication,
    retry,
    refetchInterval: LINK_REFRESH_MS,
  });
}

/**
 * Opening an applicant's profile marks the application viewed, once (decision 0027): the server records
 * it for the posting team only, and leaves it alone for an impersonating administrator. Silent: a failure
 * here does not concern the reader, and the applicants list is refreshed after it.
 */
export function useMarkViewed(application: { id: string; viewed_at?: string | null } | undefined) {
  const queryClient = useQueryClient();
  const { mutate } = useMutation({
    mutationFn: (id: string) => gqlRequest(MarkApplicationViewedMutation, { id }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['opportunities', 'applicants'] }),
  });
  const pending = application && !application.viewed_at ? application.id : undefined;
  useEffect(() => {
    if (pending) mutate(pending);
  }, [pending, mutate]);
}
