import { and, eq, inArray, isNotNull, like, or, sql, type SQL } from 'drizzle-orm';
import { CONVERSATION_MSG, fullName, INTERVIEW_REASON_ERASED, teamName } from '@mp/domain';
import type { Tx } from '../../db/client.js';
import { applications, interviewEvents, interviews, interviewSlots, messages, outbox, users } from '../../db/schema/index.js';
import { escapeHtml } from '../../lib/html.js';
import { INTERVIEW_MAIL_WORDS as W } from '../interview-calendar/mail-text.js';

/**
 * The interview mails kept for others (interview-calendar/mail.ts, keyed `interview:<kind>:<interview>:…`) lose what
 * the erased person wrote and their name, as the interviews themselves do (interviews.ts), in the deletion's
 * transaction while the interviews, steps and messages are still there to read. Mails to the person went already
 * (outbox.ts); the calendar files are not kept (only their names are).
 * - Their reasons ('Their reason: …', 'The reason given: …') read INTERVIEW_REASON_ERASED, their words asking for
 *   other times ('They wrote: …') CONVERSATION_MSG.deletedAccount, and the notes of the times they proposed go.
 * - Their name becomes `erasedName` in the subject and body, where it stands whole (not inside a longer word).
 * Each label's words are matched to the end of their paragraph, so another's longer words that begin the same stay.
 */
export async function redactInterviewMails(tx: Tx, person: { id: number }, erasedName: string): Promise<void> {
  const [own, steps, me] = await Promise.all([
    tx
      .select({ id: interviews.id })
      .from(interviews)
      .innerJoin(applications, eq(applications.id, interviews.application_id))
      .where(eq(applications.user_id, person.id)),
    tx
      .select({ interview_id: interviewEvents.interview_id, round: interviewEvents.round, kind: interviewEvents.kind, reason: interviewEvents.reason, words: messages.body })
      .from(interviewEvents)
      .leftJoin(messages, eq(messages.id, interviewEvents.message_id))
      .where(eq(interviewEvents.actor_id, person.id)),
    tx
      .select({ type: users.type, first_name: users.first_name, last_name: users.last_name, company: users.company, agency_name: users.agency_name })
      .from(users)
      .where(eq(users.id, person.id)),
  ]);
  const ids = [...new Set([...own.map((i) => i.id), ...steps.map((s) => s.interview_id)])];
  if (ids.length === 0) return;
  const proposed = steps.filter((s) => s.kind === 'PROPOSED' || s.kind === 'RESCHEDULED');
  const notes = proposed.length
    ? await tx
        .select({ note: interviewSlots.note })
        .from(interviewSlots)
        .where(
          and(isNotNull(interviewSlots.note), or(...proposed.map((p) => and(eq(interviewSlots.interview_id, p.interview_id), eq(interviewSlots.round, p.round))))),
        )
    : [];

  // [label, their words, what stands instead] — each to the end of its paragraph.
  const words: [string, string, string][] = [
    ...steps.flatMap((s) => (s.reason ? [W.theirReason, W.reasonGiven].map((label): [string, string, string] => [label, s.reason!, INTERVIEW_REASON_ERASED]) : [])),
    ...steps.flatMap((s): [string, string, string][] => (s.words ? [[W.theyWrote, s.words, CONVERSATION_MSG.deletedAccount]] : [])),
  ];
  // A note is the last line of its time's paragraph: the line goes.
  const text = swap(sql`${outbox.text_body}`, [
    ...words.map(([label, said, instead]): [string, string] => [`${label}${said}\n\n`, `${label}${instead}\n\n`]),
    ...notes.map(({ note }): [string, string] => [`\n${W.note}${note}\n\n`, '\n\n']),
  ]);
  const html = swap(sql`${outbox.html_body}`, [
    ...words.map(([label, said, instead]): [string, string] => [`${escapeHtml(label + said)}</p>`, `${escapeHtml(label + instead)}</p>`]),
    ...notes.map(({ note }): [string, string] => [`<br>${escapeHtml(W.note + note!)}</p>`, '</p>']),
  ]);
  const name = me[0] && (fullName(me[0].first_name, me[0].last_name) ?? (me[0].type === 'AGENCY' ? teamName(me[0]) : null));
  await tx
    .update(outbox)
    .set({
      subject: name ? renamed(sql`${outbox.subject}`, name, erasedName) : undefined,
      text_body: name ? renamed(text, name, erasedName) : text,
      html_body: name ? renamed(html, escapeHtml(name), escapeHtml(erasedName)) : html,
    })
    .where(and(like(outbox.message_key, 'interview:%'), inArray(sql`split_part(${outbox.message_key}, ':', 3)`, ids.map(String))));
}

/** Each `from` replaced by its `to`, in order. */
const swap = (value: SQL, pairs: [string, string][]) => pairs.reduce((out, [from, to]) => sql`replace(${out}, ${from}, ${to})`, value);

/** The name where it stands whole (no letter or digit either side), in PostgreSQL's regular expressions. */
function renamed(value: SQL, name: string, instead: string): SQL {
  const literal = name.replace(/[\\^$.|?*+()[\]{}]/g, '\\$&');
  return sql`regexp_replace(${value}, ${`(?<![[:alnum:]])${literal}(?![[:alnum:]])`}, ${instead.replace(/[\\&]/g, '\\$&')}, 'g')`;
}
