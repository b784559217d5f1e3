import { describe, expect, it } from 'vitest';
import type { ThreadMessage } from './documents';
import { mergeMessages, seenMessageId, threadMoved } from './merge';

const msg = (id: number, side: 'TEAM' | 'APPLICANT', body = `m${id}`): ThreadMessage => ({
  id: String(id), side, body, deleted_author: false, removed: false, created_at: '2026-11-30T09:00:00Z', mine: side === 'TEAM',
  author_name: null, author_detail: null, payment_warning: false, attachments: [],
});

describe('mergeMessages', () => {
  it('joins an older page and the newest page by id, oldest first, without repeats', () => {
    const merged = mergeMessages([msg(1, 'TEAM'), msg(2, 'APPLICANT'), msg(10, 'TEAM')], [msg(10, 'TEAM'), msg(9, 'TEAM'), msg(11, 'APPLICANT')]);
    expect(merged.map((m) => m.id)).toEqual(['1', '2', '9', '10', '11']);
  });

  it("takes the later reading's copy", () => {
    const [m] = mergeMessages([msg(3, 'TEAM', 'before')], [{ ...msg(3, 'TEAM', 'Message from a deleted account'), deleted_author: true }]);
    expect(m?.deleted_author).toBe(true);
  });
});

describe('seenMessageId', () => {
  const thread = [msg(1, 'TEAM'), msg(2, 'APPLICANT'), msg(3, 'TEAM'), msg(4, 'TEAM')];

  it("marks the viewer's side's last message the other side has read", () => {
    expect(seenMessageId(thread, 'TEAM', '3')).toBe('3');
    expect(seenMessageId(thread, 'TEAM', '4')).toBe('4');
    expect(seenMessageId(thread, 'TEAM', '2')).toBe('1');
  });

  it('marks nothing before the other side reads, nor on the other side', () => {
    expect(seenMessageId(thread, 'TEAM', null)).toBeNull();
    expect(seenMessageId(thread, 'APPLICANT', '1')).toBeNull();
  });
});

describe('threadMoved', () => {
  const shown = { messages: [msg(4, 'TEAM'), msg(7, 'APPLICANT')], seen_up_to: '4', blocked: false, moderated_at: null };
  const still = { last_message_id: '7', seen_up_to: '4', blocked: false, moderated_at: null };

  it('is still while the poll answers what the page shows', () => {
    expect(threadMoved(shown, still)).toBe(false);
    expect(threadMoved({ messages: [], seen_up_to: null, blocked: false, moderated_at: null }, null)).toBe(false);
  });

  it('moves for a newer message, a new Seen, a block, a moderation, and a thread no longer answered', () => {
    expect(threadMoved(shown, { ...still, last_message_id: '9' })).toBe(true);
    expect(threadMoved(shown, { ...still, seen_up_to: '7' })).toBe(true);
    expect(threadMoved(shown, { ...still, blocked: true })).toBe(true);
    expect(threadMoved(shown, { ...still, moderated_at: '2026-11-30T10:00:00.000Z' })).toBe(true);
    expect(threadMoved(shown, null)).toBe(true);
    expect(threadMoved({ ...shown, messages: [] }, { ...still, last_message_id: '12' })).toBe(true);
  });
});
