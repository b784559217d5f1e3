import { z } from 'zod';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { fullName, MESSAGE_MAIL_INTERVAL_MINUTES, postingCompanyName, type ThreadSide } from '@mp/domain';
import { enqueueTx } from '../../adapters/jobs/outbox.js';
import { sendOrThrow, type MailMessage } from '../../adapters/mail.js';
import type { Tx } from '../../db/client.js';
import { applications, hiddenItems, messages, messageThreads, opportunities, users } from '../../db/schema/index.js';
import { defineJob, type Deps } from '../../deps.js';
import { escapeHtml as escape } from '../../lib/html.js';
import { settingsPath, type PageGroup } from '../alerts/page.js';
import type { Participation } from './policy.js';
import { messagesUnsubscribeUrl } from './unsubscribe.js';

/**
 * The notice of a new message (decision 0060): to the other side, with the message's words and a link to the thread,
 * at most one a thread and side every 10 minutes (the first message of a burst is mailed; the rest wait on the page).
 */

const authors = alias(users, 'author');
const teams = alias(users, 'team');

export interface MessageMailInput {
  to: { email: string; first_name: string | null };
  author: string;
  title: string;
  body: string;
  threadUrl: string;
  /** The recipient's notification settings page (null: their group has none). */
  settingsUrl: string | null;
  /** The one-click link that turns the recipient's Messages setting off (a secret of theirs, decision 0016). */
  unsubscribeUrl: string;
}

/** The words around the author's name and the quoted message: erasing the author finds both by them (account-data/outbox.ts). */
export const MESSAGE_MAIL_WORDS = { about: ' sent you a message about ', reply: 'Read and reply on Onbrief' } as const;

export function newMessageMail(m: MessageMailInput): MailMessage {
  const hello = `Hello ${m.to.first_name?.trim() || 'there'},`;
  const intro = `${m.author}${MESSAGE_MAIL_WORDS.about}${m.title}:`;
  const reply = `${MESSAGE_MAIL_WORDS.reply}: ${m.threadUrl}`;
  const why = 'You get this email because message emails are on for your account.';
  const change = m.settingsUrl ? `\nChange your notification settings: ${m.settingsUrl}` : '';
  const settingsLink = m.settingsUrl ? `<a href="${escape(m.settingsUrl)}">Change your notification settings</a> or ` : '';
  return {
    to: m.to.email,
    subject: `New message about ${m.title}`,
    text: [hello, intro, m.body, reply, '--', `${why}${change}\nUnsubscribe from message emails: ${m.unsubscribeUrl}`].join('\n\n') + '\n',
    html:
      `<p>${escape(hello)}</p><p>${escape(intro)}</p><blockquote style="white-space:pre-wrap">${escape(m.body)}</blockquote>` +
      `<p><a href="${escape(m.threadUrl)}">${MESSAGE_MAIL_WORDS.reply}</a></p>` +
      `<hr><p><small>${escape(why)} ${settingsLink}<a href="${escape(m.unsubscribeUrl)}">unsubscribe from message emails</a>.</small></p>`,
    secrets: [m.unsubscribeUrl],
    // RFC 2369 and RFC 8058: mail clients show an unsubscribe button that POSTs to this address.
    headers: { 'List-Unsubscribe': `<${m.unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}

/**
 * Claims the other side's notice in the message's transaction (one a thread every 10 minutes) and queues it: the
 * job runs after the commit. Nothing is queued while a notice of the last 10 minutes stands.
 */
export async function queueMessageMailTx(tx: Tx, p: Participation, messageId: number): Promise<void> {
  const column = p.side === 'TEAM' ? messageThreads.applicant_mailed_at : messageThreads.team_mailed_at;
  const recent = sql`now() - make_interval(mins => ${MESSAGE_MAIL_INTERVAL_MINUTES})`;
  const [claimed] = await tx
    .update(messageThreads)
    .set(p.side === 'TEAM' ? { applicant_mailed_at: sql`now()` } : { team_mailed_at: sql`now()` })
    .where(and(eq(messageThreads.application_id, p.applicationId), or(isNull(column), lt(column, recent))))
    .returning({ id: messageThreads.application_id });
  if (claimed) await enqueueTx(tx, newMessageMailJob, { messageId });
}

const GROUP: Record<'COMPANY' | 'FREELANCER' | 'AGENCY', PageGroup> = { COMPANY: 'company', FREELANCER: 'freelancer', AGENCY: 'agency' };

/** The outbox key of a message's notice: one mail a message, and erasing its author finds it (account-data/outbox.ts). */
export const MESSAGE_MAIL_KEY_PREFIX = 'new-message:';
const messageMailKey = (messageId: number) => `${MESSAGE_MAIL_KEY_PREFIX}${messageId}`;

/**
 * Mails the other side of a message's thread: to the applicant (the person who applied), or to the post's author in
 * the team (else the team's own account). Not to an account that is not active or has turned message emails off; a
 * message since erased sends nothing.
 */
async function mailNewMessage(deps: Deps, messageId: number): Promise<void> {
  const [row] = await deps.db
    .select({
      side: messages.side, body: messages.body,
      hidden: sql<boolean>`exists (select 1 from ${hiddenItems} where ${hiddenItems.kind} = 'MESSAGE' and ${hiddenItems.item_id} = ${messages.id})`,
      author: { first_name: authors.first_name, last_name: authors.last_name },
      post: { id: opportunities.id, title: opportunities.title, created_by: opportunities.created_by },
      team: { id: teams.id, company: teams.company, first_name: teams.first_name, last_name: teams.last_name },
      application: { id: applications.id, user_id: applications.user_id, team_id: applications.team_id },
    })
    .from(messages)
    .innerJoin(messageThreads, eq(messageThreads.application_id, messages.thread_id))
    .innerJoin(applications, eq(applications.id, messageThreads.application_id))
    .innerJoin(opportunities, eq(opportunities.id, messageThreads.opportunity_id))
    .innerJoin(teams, eq(teams.id, messageThreads.team_id))
    .leftJoin(authors, eq(authors.id, messages.author_id))
    .where(eq(messages.id, messageId));
  // Erased with its author, or hidden after a report (decision 0063) before the notice went: nothing to quote.
  if (!row || row.body === null || row.hidden) return;
  const toSide: ThreadSide = row.side === 'TEAM' ? 'APPLICANT' : 'TEAM';
  const recipientId = toSide === 'APPLICANT' ? row.application.user_id : (row.post.created_by ?? row.team.id);
  const [to] = await deps.db
    .select({ id: users.id, email: users.email, first_name: users.first_name, status: users.status, send_message_email: users.send_message_email })
    .from(users)
    .where(eq(users.id, recipientId));
  if (!to || to.status !== 'ACTIVE' || !to.send_message_email) return;
  const group = toSide === 'TEAM' ? GROUP.COMPANY : row.application.team_id !== null ? GROUP.AGENCY : GROUP.FREELANCER;
  const person = fullName(row.author?.first_name, row.author?.last_name);
  const author = row.side === 'TEAM' ? [person, postingCompanyName(row.team)].filter(Boolean).join(' at ') : (person ?? 'The applicant');
  const settings = settingsPath(group);
  await sendOrThrow(deps.mailer, {
    ...newMessageMail({
      to, author, title: row.post.title, body: row.body,
      threadUrl: `${deps.config.appUrl}/${group}/messages/${row.application.id}`,
      settingsUrl: settings ? `${deps.config.appUrl}${settings}` : null,
      unsubscribeUrl: messagesUnsubscribeUrl(deps.config, to.id),
    }),
    key: messageMailKey(messageId),
  });
}

export const newMessageMailJob = defineJob({
  name: 'mail.new-message',
  mail: 'other',
  payload: z.object({ messageId: z.number().int() }),
  run: (deps, { messageId }) => mailNewMessage(deps, messageId),
});
