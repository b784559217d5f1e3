import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { gqlRequest, type RequestOptions } from '../../app/api-client';
import { LOADED_FRESH_MS } from '../../app/query-client';
import { isApiError } from '../../lib/api-error';
import {
  ApplicationInterviewsQuery, AskOtherInterviewTimesMutation, CancelInterviewMutation, ChooseInterviewTimeMutation, ProposeInterviewTimesMutation,
  RescheduleInterviewMutation, UpcomingInterviewsQuery, type ApplicationInterviews,
} from './documents';

const interviewsKey = (applicationId: string) => ['interviews', applicationId] as const;
const UPCOMING_KEY = ['interviews', 'upcoming'] as const;

/** Not the viewer's application: an answer, not a failure to retry. */
const missing = (error: unknown) => isApiError(error, 'NOT_FOUND') || isApiError(error, 'FORBIDDEN');

/** How often an open interviews panel asks again while the tab is visible: the other side's choice shows without a reload. */
const POLL_MS = 30_000;

/** An application's interviews and timeline, for either side. */
export function useApplicationInterviews(applicationId: string) {
  return useQuery({
    queryKey: interviewsKey(applicationId),
    queryFn: async () => (await gqlRequest(ApplicationInterviewsQuery, { applicationId })).applicationInterviews,
    retry: (count, error) => !missing(error) && count < 2,
    refetchInterval: (query) => (query.state.error ? false : POLL_MS),
    refetchIntervalInBackground: false,
  });
}

export interface SlotVariables {
  date: string;
  start: string;
  duration_minutes: number;
  place: string | null;
  video_url: string | null;
  note: string | null;
}

/**
 * Every change answers the interviews as they now stand: shown at once. What else it moved is read again: the team's
 * pipeline (a booked time moves the application to Interviewing), the thread (asking for other times writes a
 * message there), the dashboard's upcoming list.
 */
function useInterviewsMutation<V>(applicationId: string, send: (vars: V) => Promise<ApplicationInterviews>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (answer) => {
      client.setQueryData(interviewsKey(applicationId), answer);
      void client.invalidateQueries({ queryKey: UPCOMING_KEY });
      void client.invalidateQueries({ queryKey: ['messages', 'thread', applicationId] });
      refreshPipeline(client, applicationId);
    },
  });
}

/**
 * The team's pipeline (the drawer's status and history, the applicants list's rows and counts), read again when an
 * interview step may have moved the application (a booked time: Interviewing). The keys are the applicants feature's.
 */
export function refreshPipeline(client: ReturnType<typeof useQueryClient>, applicationId: string) {
  void client.invalidateQueries({ queryKey: ['opportunities', 'pipeline', applicationId] });
  void client.invalidateQueries({ queryKey: ['opportunities', 'applicants'] });
}

export function useProposeTimes(applicationId: string) {
  return useInterviewsMutation(applicationId, async (vars: { slots: SlotVariables[]; idempotencyKey: string }) =>
    (await gqlRequest(ProposeInterviewTimesMutation, { applicationId, ...vars })).proposeInterviewTimes,
  );
}

export function useReschedule(applicationId: string) {
  return useInterviewsMutation(applicationId, async (vars: { interviewId: string; slots: SlotVariables[]; reason: string; idempotencyKey: string }) =>
    (await gqlRequest(RescheduleInterviewMutation, vars)).rescheduleInterview,
  );
}

export function useChooseTime(applicationId: string) {
  return useInterviewsMutation(applicationId, async (vars: { slotId: string; idempotencyKey: string }) =>
    (await gqlRequest(ChooseInterviewTimeMutation, vars)).chooseInterviewTime,
  );
}

export function useAskOtherTimes(applicationId: string) {
  return useInterviewsMutation(applicationId, async (vars: { message: string; idempotencyKey: string }) =>
    (await gqlRequest(AskOtherInterviewTimesMutation, { applicationId, ...vars })).askOtherInterviewTimes,
  );
}

export function useCancelInterview(applicationId: string) {
  return useInterviewsMutation(applicationId, async (vars: { interviewId: string; reason: string; idempotencyKey: string }) =>
    (await gqlRequest(CancelInterviewMutation, vars)).cancelInterview,
  );
}

/** The team's booked interviews still to come, soonest first (the company dashboard's loader reads it too). */
export const upcomingInterviewsQuery = (first: number, request?: RequestOptions) =>
  queryOptions({
    queryKey: [...UPCOMING_KEY, first],
    queryFn: async () => (await gqlRequest(UpcomingInterviewsQuery, { first }, request)).upcomingInterviews,
    staleTime: LOADED_FRESH_MS,
  });

export function useUpcomingInterviews(first: number) {
  return useQuery(upcomingInterviewsQuery(first));
}
