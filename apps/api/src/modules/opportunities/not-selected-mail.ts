import { z } from 'zod';
import { and, eq, isNull, notInArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { postingCompanyName, type ApplicationStatus } from '@mp/domain';
import { enqueueEachTx } from '../../adapters/jobs/outbox.js';
import { sendOrThrow, type MailMessage } from '../../adapters/mail.js';
import type { Tx } from '../../db/client.js';
import { applications, opportunities, users } from '../../db/schema/index.js';
import { defineJob, type Deps } from '../../deps.js';
import { escapeHtml as escape } from '../../lib/html.js';
import { groupOfAccount } from '../teams/service.js';

/** Why the applicant hears no: they were marked Not selected, or the post closed while their application was open. */
export type NoReason = 'not-selected' | 'post-closed';

const NO_WORDS: Record<NoReason, (title: string, company: string) => string> = {
  'not-selected': (title, company) => `Thank you for applying for ${title} at ${company}. They have decided to go ahead with other applicants this time.`,
  'post-closed': (title, company) => `Thank you for applying for ${title} at ${company}. The post has now closed, and they will not be taking your application further this time.`,
};

/** To the applicant, once their application is marked Not selected or its post closes: short and kind, no reasons, no notes. */
export function notSelectedMail(
  to: { email: string; first_name: string | null }, title: string, company: string, settingsUrl: string, why: NoReason = 'not-selected',
): MailMessage {
  const hello = `Hello ${to.first_name ?? 'there'},`;
  const body = NO_WORDS[why](title, company);
  const close = 'We hope you find the right next role soon: new opportunities are posted every day.';
  const optOut = `You can stop these emails in your notification settings: ${settingsUrl}`;
  return {
    to: to.email,
    subject: `Your application for ${title}`,
    text: [hello, body, close, optOut].join('\n\n') + '\n',
    html: `<p>${escape(hello)}</p><p>${escape(body)}</p><p>${escape(close)}</p><p><a href="${escape(settingsUrl)}">Notification settings</a></p>`,
    secrets: [],
  };
}

const teams = alias(users, 'team');

/**
 * Tells one applicant no, at most once per application (not_selected_mailed_at, whichever reason comes first), unless
 * they turned these mails off or are not ACTIVE. `still` is what must hold when the job runs (read now, so an undo or a
 * restore before it sends nothing). Claimed by a conditional update (one run wins); the mailer writes its outbox through
 * the pool, so the send is outside any transaction (on PGlite's one connection it would wait on it forever). A failed
 * send gives the claim back and the job retries.
 */
async function tellNo(deps: Deps, applicationId: number, why: NoReason, still: SQL): Promise<void> {
  const [row] = await deps.db
    .select({ applicant: users, post: { title: opportunities.title }, team: { company: teams.company, first_name: teams.first_name, last_name: teams.last_name } })
    .from(applications)
    .innerJoin(users, eq(users.id, applications.user_id))
    .innerJoin(opportunities, eq(opportunities.id, applications.opportunity_id))
    .innerJoin(teams, eq(teams.id, opportunities.team_id))
    .where(eq(applications.id, applicationId));
  if (!row || !row.applicant.send_not_selected_email || row.applicant.status !== 'ACTIVE') return;
  const group = await groupOfAccount(deps.db, row.applicant);
  const url = `${deps.config.appUrl}/${group}/notification-settings`;
  const where = and(eq(applications.id, applicationId), isNull(applications.not_selected_mailed_at), still);
  const [claimed] = await deps.db.update(applications).set({ not_selected_mailed_at: new Date() }).where(where).returning({ id: applications.id });
  if (!claimed) return;
  try {
    await sendOrThrow(deps.mailer, notSelectedMail(row.applicant, row.post.title, postingCompanyName(row.team), url, why));
  } catch (err) {
    await deps.db.update(applications).set({ not_selected_mailed_at: null }).where(eq(applications.id, applicationId));
    throw err;
  }
}

/** After a change to Not selected commits (queued in its transaction): sent while the application is still Not selected. */
export const notSelectedMailJob = defineJob({
  name: 'mail.application-not-selected',
  mail: 'other',
  payload: z.object({ applicationId: z.number().int() }),
  run: (deps, { applicationId }) => tellNo(deps, applicationId, 'not-selected', eq(applications.status, 'NOT_SELECTED')),
});

/** Statuses whose applicant already knows where they stand: a close tells the others. */
const DECIDED: ApplicationStatus[] = ['NOT_SELECTED', 'HIRED'];
const stillOpen = () => notInArray(applications.status, DECIDED);
const postClosed = () =>
  sql`exists (select 1 from ${opportunities} where ${opportunities.id} = ${applications.opportunity_id} and ${opportunities.deleted_at} is not null)`;

/**
 * After a post closes (queued in the close's transaction): each applicant still open hears that it closed, in the
 * Not selected mail's words, while the post is still closed and their application still open.
 */
export const postClosedMailJob = defineJob({
  name: 'mail.application-post-closed',
  mail: 'other',
  payload: z.object({ applicationId: z.number().int() }),
  run: (deps, { applicationId }) => tellNo(deps, applicationId, 'post-closed', and(stillOpen(), postClosed())!),
});

/**
 * Queues the Not selected mail of each application in the transaction that made it Not selected (the job claims it
 * once and respects the opt-out).
 */
export async function queueNotSelectedMailsTx(tx: Tx, ids: readonly number[]): Promise<void> {
  await enqueueEachTx(tx, notSelectedMailJob, ids.map((applicationId) => ({ applicationId })));
}

/** Queues the closed post's notice for each application still open and not yet told, in the close's transaction. */
export async function queuePostClosedMailsTx(tx: Tx, opportunityId: number): Promise<void> {
  const open = await tx
    .select({ applicationId: applications.id })
    .from(applications)
    .where(and(eq(applications.opportunity_id, opportunityId), stillOpen(), isNull(applications.not_selected_mailed_at)));
  await enqueueEachTx(tx, postClosedMailJob, open);
}
