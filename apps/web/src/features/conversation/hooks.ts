import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MESSAGE_POLL_SECONDS } from '@mp/domain';
import { useEffect, useState } from 'react';
import { gqlRequest } from '../../app/api-client';
import { isApiError } from '../../lib/api-error';
import {
  MarkMessageThreadReadMutation, MessageThreadActivityQuery, MessageThreadQuery, MessageThreadsQuery, SendMessageMutation, SendMessagesMutation, SetMessageTeamBlockedMutation,
  TeamThreadContextQuery, type MessageThread, type ThreadMessage,
} from './documents';
import { mergeMessages, threadMoved } from './merge';

/** Not the viewer's thread (or no such application): an answer, not a failure to retry. */
export const isMissing = (error: unknown) =>
  isApiError(error, 'NOT_FOUND') || isApiError(error, 'FORBIDDEN') || isApiError(error, 'BAD_USER_INPUT');

const retry = (count: number, error: Error) => !isMissing(error) && count < 2;

const threadKey = (applicationId: string) => ['messages', 'thread', applicationId] as const;
const UNREAD_KEY = ['messages', 'unread'] as const;
const INBOX_KEY = ['messages', 'inbox'] as const;

/**
 * An open thread's newest page. While the tab is visible, its activity is polled every MESSAGE_POLL_SECONDS.thread
 * seconds (one statement on the server) and the page is read again only when that moved: a new message, a 'Seen', a
 * block. A hidden tab asks nothing; polling stops once the thread is not the viewer's.
 */
function useNewestPage(applicationId: string) {
  const thread = useQuery({
    queryKey: threadKey(applicationId),
    queryFn: async () => (await gqlRequest(MessageThreadQuery, { applicationId })).messageThread,
    retry,
  });
  const activity = useQuery({
    queryKey: [...threadKey(applicationId), 'activity'],
    queryFn: async () => (await gqlRequest(MessageThreadActivityQuery, { applicationId })).messageThreadActivity,
    enabled: thread.isSuccess,
    refetchInterval: (query) => (query.state.error && isMissing(query.state.error) ? false : MESSAGE_POLL_SECONDS.thread * 1000),
    refetchIntervalInBackground: false,
    retry,
  });
  const { refetch } = thread;
  const shown = thread.data;
  const polled = activity.data;
  useEffect(() => {
    if (shown && polled !== undefined && threadMoved(shown, polled)) void refetch();
    // Compared at each answer of the poll only: the page read again does not ask for another comparison.
  }, [polled, activity.dataUpdatedAt, refetch]);
  return thread;
}

interface Kept {
  applicationId: string;
  messages: ThreadMessage[];
  hasOlder: boolean;
}

/**
 * A thread as the page shows it: the polled newest page and, once the reader asks, the older pages before it. From
 * then on every message read is kept, so new messages pushing the newest page along leave no gap.
 */
export function useThreadMessages(applicationId: string) {
  const newest = useNewestPage(applicationId);
  const [stored, setKept] = useState<Kept | null>(null);
  const kept = stored?.applicationId === applicationId ? stored : null;
  const latest = newest.data?.messages;
  useEffect(() => {
    if (latest) setKept((k) => (k && k.applicationId === applicationId ? { ...k, messages: mergeMessages(k.messages, latest) } : k));
  }, [latest, applicationId]);
  const older = useMutation({
    mutationFn: async (before: string) => (await gqlRequest(MessageThreadQuery, { applicationId, before })).messageThread,
    onSuccess: (page) =>
      setKept((k) => ({
        applicationId,
        messages: mergeMessages(page.messages, k?.applicationId === applicationId ? k.messages : (latest ?? [])),
        hasOlder: page.has_older,
      })),
  });
  const messages = kept ? mergeMessages(kept.messages, latest ?? []) : (latest ?? []);
  return {
    query: newest,
    thread: newest.data,
    messages,
    hasOlder: kept ? kept.hasOlder : (newest.data?.has_older ?? false),
    loadOlder: () => messages[0] && older.mutate(messages[0].id),
    loadingOlder: older.isPending,
    olderFailed: older.isError,
  };
}

export type ThreadState = ReturnType<typeof useThreadMessages>;

/** After a change to a thread: the header's count and the inbox are read again. */
function refreshCounts(client: ReturnType<typeof useQueryClient>) {
  void client.invalidateQueries({ queryKey: UNREAD_KEY });
  void client.invalidateQueries({ queryKey: INBOX_KEY });
}

/** Sends with the submission's idempotency key; the answer is the thread's newest page, shown at once. */
export function useSendMessage(applicationId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (vars: { body: string; attachmentIds: string[]; idempotencyKey: string }) =>
      (await gqlRequest(SendMessageMutation, { applicationId, ...vars })).sendMessage,
    onSuccess: (thread: MessageThread) => {
      client.setQueryData(threadKey(applicationId), thread);
      void client.invalidateQueries({ queryKey: INBOX_KEY });
    },
    // Refused because the applicant has just stopped the team's messages: the thread read again says so.
    onError: (error) => {
      if (isApiError(error, 'FORBIDDEN')) void client.invalidateQueries({ queryKey: threadKey(applicationId) });
    },
  });
}

/** The bulk message (the same words to each chosen applicant, each in their own thread); the threads are read again after. */
export function useSendMessages() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (vars: { applicationIds: string[]; body: string; idempotencyKey: string }) => (await gqlRequest(SendMessagesMutation, vars)).sendMessages,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: ['messages', 'thread'] });
      void client.invalidateQueries({ queryKey: INBOX_KEY });
    },
  });
}

/** Marks the thread read up to the newest message shown (the server keeps the furthest mark). */
export function useMarkRead(applicationId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (upTo: string) => gqlRequest(MarkMessageThreadReadMutation, { applicationId, upTo }),
    onSuccess: () => {
      client.setQueryData(threadKey(applicationId), (thread: MessageThread | undefined) => thread && { ...thread, unread: 0 });
      refreshCounts(client);
    },
  });
}

/** The applicant stops the team writing to them, or lets them again; the answer is the thread. */
export function useSetTeamBlocked(applicationId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (blocked: boolean) => (await gqlRequest(SetMessageTeamBlockedMutation, { applicationId, blocked })).setMessageTeamBlocked,
    onSuccess: (thread: MessageThread) => client.setQueryData(threadKey(applicationId), thread),
  });
}

/**
 * The inbox, a page at a time, the latest first; read again at the header count's pace while the tab is visible (a
 * new message in a thread already unread leaves the count as it was, so the list asks for itself).
 */
export function useInbox(page: number, first: number) {
  return useQuery({
    queryKey: [...INBOX_KEY, page, first],
    queryFn: async () => (await gqlRequest(MessageThreadsQuery, { first, page })).messageThreads,
    placeholderData: keepPreviousData,
    staleTime: 0,
    refetchInterval: MESSAGE_POLL_SECONDS.unread * 1000,
    refetchIntervalInBackground: false,
  });
}

/** The team's side of a thread page: the post and the applicant it is about. */
export function useTeamThreadContext(applicationId: string, enabled: boolean) {
  return useQuery({
    queryKey: ['messages', 'team-context', applicationId],
    queryFn: async () => (await gqlRequest(TeamThreadContextQuery, { id: applicationId })).employerApplication,
    enabled,
    retry,
    staleTime: 5 * 60 * 1000,
  });
}
