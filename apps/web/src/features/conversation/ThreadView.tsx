import { Alert, Button, Center, Skeleton, Stack, VisuallyHidden } from '@mantine/core';
import { CONVERSATION_MSG } from '@mp/domain';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { EmptyState } from '../../ui/EmptyState';
import { Loading } from '../../ui/Skeletons';
import { BlockControl } from './BlockControl';
import { Composer } from './Composer';
import type { MessageThread, ThreadMessage } from './documents';
import { isMissing, useMarkRead, useThreadMessages, type ThreadState } from './hooks';
import { seenMessageId } from './merge';
import { MessageItem } from './MessageItem';
import { MESSAGES_TEXT } from './texts';
import { usePageVisible } from './visible';
import classes from './Thread.module.css';

export type ThreadVariant = 'page' | 'drawer';

/** Close enough to the bottom that a new message scrolls into view (a reader further up is left where they are). */
const NEAR_BOTTOM_PX = 120;

function ThreadSkeleton() {
  return (
    <Loading>
      <Stack gap="sm" aria-hidden="true" className={classes.scroller}>
        <Skeleton h={56} w="70%" radius="md" />
        <Skeleton h={40} w="55%" radius="md" ml="auto" />
        <Skeleton h={72} w="65%" radius="md" />
      </Stack>
    </Loading>
  );
}

/** Marks the thread read up to its newest message once it is on screen with unread messages in it. */
function useReadWhenShown(applicationId: string, thread: MessageThread | undefined, newestId: string | undefined) {
  const visible = usePageVisible();
  const markRead = useMarkRead(applicationId);
  const marked = useRef<string | null>(null);
  const unread = thread?.unread ?? 0;
  useEffect(() => {
    if (!visible || unread === 0 || !newestId || marked.current === newestId) return;
    marked.current = newestId;
    markRead.mutate(newestId);
    // Only what is shown decides a mark (markRead is a new object each render).
  }, [visible, unread, newestId]);
}

/** Says 'n new messages' to a screen reader when the other side's messages arrive while the thread is open. */
function useArrivals(messages: readonly ThreadMessage[], side: string | undefined): string {
  const [said, setSaid] = useState('');
  const last = useRef<string | null>(null);
  const newestId = messages.at(-1)?.id;
  useEffect(() => {
    if (!newestId) return;
    const previous = last.current;
    last.current = newestId;
    if (previous === null) return;
    const fresh = messages.filter((m) => Number(m.id) > Number(previous) && m.side !== side).length;
    if (fresh > 0) setSaid(MESSAGES_TEXT.newMessages(fresh));
    // Counted when the newest id changes: what arrived since the last one.
  }, [newestId]);
  return said;
}

/**
 * One application's thread, for either side: the messages (oldest first, 'Load older' above them), 'Seen' under the
 * viewer's side's last message the other side has read, then the composer, or why there is none. The newest page is
 * read again every few seconds while the tab is visible, and the thread is marked read while it is shown. The
 * applicant also gets the control that stops the team's messages. Used by the thread page and the pipeline's drawer.
 */
export function ThreadView({ applicationId, variant = 'drawer' }: { applicationId: string; variant?: ThreadVariant }) {
  return <ThreadBody applicationId={applicationId} state={useThreadMessages(applicationId)} variant={variant} />;
}

interface ThreadBodyProps {
  applicationId: string;
  /** The thread's reading (useThreadMessages), made by the caller: the page says 404 itself when it is not the viewer's. */
  state: ThreadState;
  variant: ThreadVariant;
}

/** ThreadView with the thread already asked for. */
export function ThreadBody({ applicationId, state, variant }: ThreadBodyProps) {
  const { query, thread, messages, hasOlder, loadOlder, loadingOlder, olderFailed } = state;
  const newestId = messages.at(-1)?.id;
  useReadWhenShown(applicationId, thread, newestId);
  const arrivals = useArrivals(messages, thread?.side);
  const scroller = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  const shownNewest = useRef<string | undefined>(undefined);

  // Opens at the newest message; a new one (theirs or ours) scrolls into view when the reader is at the bottom.
  useLayoutEffect(() => {
    const box = scroller.current;
    if (!box || newestId === shownNewest.current) return;
    const first = shownNewest.current === undefined;
    shownNewest.current = newestId;
    const mine = messages.at(-1)?.mine ?? false;
    if (first || atBottom.current || mine) box.scrollTop = box.scrollHeight;
  }, [newestId, messages]);

  // Older messages arrive above: the reader stays at the message they were reading.
  const fromBottom = useRef<number | null>(null);
  const oldestId = messages[0]?.id;
  useLayoutEffect(() => {
    const box = scroller.current;
    if (!box || fromBottom.current === null) return;
    box.scrollTop = box.scrollHeight - fromBottom.current;
    fromBottom.current = null;
  }, [oldestId]);
  const showOlder = () => {
    const box = scroller.current;
    if (box) fromBottom.current = box.scrollHeight - box.scrollTop;
    loadOlder();
  };

  if (query.isPending) return <ThreadSkeleton />;
  // A failed poll keeps what was read (the next poll tries again); only a thread never read is an error.
  if (!thread) {
    return (
      <Alert color="red" role="alert" title={isMissing(query.error) ? CONVERSATION_MSG.notFound : MESSAGES_TEXT.threadFailed}>
        {!isMissing(query.error) && (
          <Button size="xs" variant="white" color="red" loading={query.isFetching} onClick={() => void query.refetch()}>
            Try again
          </Button>
        )}
      </Alert>
    );
  }
  const seenId = seenMessageId(messages, thread.side, thread.seen_up_to);
  return (
    <Stack gap="md">
      {messages.length === 0 ? (
        <EmptyState compact title={MESSAGES_TEXT.emptyThread} description={MESSAGES_TEXT.emptyThreadBody[thread.side]} />
      ) : (
        <div
          ref={scroller}
          className={classes.scroller}
          data-variant={variant}
          role="region"
          aria-label="Messages"
          tabIndex={0}
          onScroll={(e) => {
            const box = e.currentTarget;
            atBottom.current = box.scrollHeight - box.scrollTop - box.clientHeight < NEAR_BOTTOM_PX;
          }}
        >
          {hasOlder && (
            <Center mb="sm">
              <Button size="xs" variant="default" loading={loadingOlder} disabled={loadingOlder} onClick={showOlder}>
                {MESSAGES_TEXT.loadOlder}
              </Button>
            </Center>
          )}
          {olderFailed && (
            <Alert color="red" role="alert" mb="sm" py={6}>
              {MESSAGES_TEXT.threadFailed}
            </Alert>
          )}
          <ol className={classes.list}>
            {messages.map((m) => (
              <MessageItem key={m.id} message={m} own={m.side === thread.side} seen={m.id === seenId} />
            ))}
          </ol>
        </div>
      )}
      <VisuallyHidden role="status">{arrivals}</VisuallyHidden>
      {thread.side === 'TEAM' && thread.blocked ? (
        <Alert color="gray" variant="light" title={CONVERSATION_MSG.blocked} data-testid="blocked-notice" />
      ) : thread.can_write ? (
        <Composer applicationId={applicationId} />
      ) : (
        <Alert color="gray" variant="light">
          {MESSAGES_TEXT.notWhileImpersonating}
        </Alert>
      )}
      {thread.side === 'APPLICANT' && thread.can_write && <BlockControl applicationId={applicationId} blocked={thread.blocked} />}
    </Stack>
  );
}
