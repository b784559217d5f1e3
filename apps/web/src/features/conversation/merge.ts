import type { MessageThread, ThreadMessage } from './documents';

/**
 * Two readings of a thread's messages as one list, oldest first: by id, the later reading's copy winning (a message
 * whose author's account was erased since reads so now).
 */
export function mergeMessages(earlier: readonly ThreadMessage[], later: readonly ThreadMessage[]): ThreadMessage[] {
  const byId = new Map<string, ThreadMessage>();
  for (const m of earlier) byId.set(m.id, m);
  for (const m of later) byId.set(m.id, m);
  return [...byId.values()].sort((a, b) => Number(a.id) - Number(b.id));
}

/**
 * The message under which the page says 'Seen': the viewer's side's last message the other side has read
 * (its id at most seen_up_to), or none.
 */
export function seenMessageId(messages: readonly ThreadMessage[], side: string, seenUpTo: string | null): string | null {
  if (seenUpTo === null) return null;
  const upTo = Number(seenUpTo);
  for (let i = messages.length - 1; i >= 0; i--) {
    const m = messages[i]!;
    if (m.side === side && Number(m.id) <= upTo) return m.id;
  }
  return null;
}

/** What the open thread's poll answers: the newest message, how far the other side has read, the block, the last moderation (or null). */
export interface ThreadActivity {
  last_message_id: string;
  seen_up_to: string | null;
  blocked: boolean;
  moderated_at: string | null;
}

/**
 * Whether the poll saw the thread move past the page shown: a newer message, a new 'Seen', a block, a message hidden
 * or shown again after a report. Null (no thread
 * yet, or no longer the viewer's) moves a thread that shows messages, so that reading it again tells which.
 */
export function threadMoved(thread: Pick<MessageThread, 'messages' | 'seen_up_to' | 'blocked' | 'moderated_at'>, activity: ThreadActivity | null): boolean {
  const newest = thread.messages.at(-1)?.id ?? null;
  if (activity === null) return newest !== null;
  return (
    activity.last_message_id !== (newest ?? '0') ||
    activity.seen_up_to !== thread.seen_up_to ||
    activity.blocked !== thread.blocked ||
    activity.moderated_at !== thread.moderated_at
  );
}
