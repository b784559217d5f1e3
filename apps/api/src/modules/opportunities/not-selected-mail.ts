import { z } from 'zod';
import { and, eq, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { postingCompanyName } from '@mp/domain';
import { enqueueEachTx } from '../../adapters/jobs/outbox.js';
import { sendOrThrow, type MailMessage } from '../../adapters/mail.js';
import type { Tx } from '../../db/client.js';
import { applications, opportunities, users } from '../../db/schema/index.js';
import { defineJob } from '../../deps.js';
import { escapeHtml as escape } from '../../lib/html.js';
import { groupOfAccount } from '../teams/service.js';

/** To the applicant, once their application is marked Not selected: short and kind, no reasons, no notes. */
export function notSelectedMail(to: { email: string; first_name: string | null }, title: string, company: string, settingsUrl: string): MailMessage {
  const hello = `Hello ${to.first_name ?? 'there'},`;
  const body = `Thank you for applying for ${title} at ${company}. They have decided to go ahead with other applicants this time.`;
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
 * After a change to Not selected commits (queued in its transaction). The claim (not_selected_mailed_at, a conditional update) comes before the
 * send: a mailer failure gives it back and the job retries; a second run, a second change back to Not selected, or a
 * person who turned the mail off sends nothing. The status is read now, so an undo before the run sends nothing.
 */
export const notSelectedMailJob = defineJob({
  name: 'mail.application-not-selected',
  mail: 'other',
  payload: z.object({ applicationId: z.number().int() }),
  async run(deps, { applicationId }) {
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
    // Claimed by a conditional update (one run wins); the mailer writes its outbox through the pool, so the send
    // is outside any transaction (on PGlite's one connection it would wait on it forever). A failed send gives the
    // claim back and the job retries.
    const where = and(eq(applications.id, applicationId), eq(applications.status, 'NOT_SELECTED'), isNull(applications.not_selected_mailed_at));
    const [claimed] = await deps.db.update(applications).set({ not_selected_mailed_at: new Date() }).where(where).returning({ id: applications.id });
    if (!claimed) return;
    try {
      await sendOrThrow(deps.mailer, notSelectedMail(row.applicant, row.post.title, postingCompanyName(row.team), url));
    } catch (err) {
      await deps.db.update(applications).set({ not_selected_mailed_at: null }).where(eq(applications.id, applicationId));
      throw err;
    }
  },
});

/**
 * Queues the Not selected mail of each application in the transaction that made it Not selected (the job claims it
 * once and respects the opt-out).
 */
export async function queueNotSelectedMailsTx(tx: Tx, ids: readonly number[]): Promise<void> {
  await enqueueEachTx(tx, notSelectedMailJob, ids.map((applicationId) => ({ applicationId })));
}
