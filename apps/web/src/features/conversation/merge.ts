import type { ThreadMessage } from './documents';

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
