import { and, eq, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { fullName, postingCompanyName, teamName } from '@mp/domain';
import { applications, opportunities, users, userTeams } from '../../db/schema/index.js';
import { defineJob, type Deps } from '../../deps.js';
import { enqueueEachTx, enqueueTx } from '../../adapters/jobs/outbox.js';
import { sendOrThrow } from '../../adapters/mail.js';
import { groupOfAccount } from '../teams/service.js';
import { followUpMail, newApplicantMail } from './mails.js';

/** After an application (decision 0038): the applicant gets the post's follow-up message; the posting team is told. */

const teams = alias(users, 'team');
const agencies = alias(users, 'agency');

async function applicationOf(deps: Deps, applicationId: number) {
  const [row] = await deps.db
    .select({
      application: { id: applications.id, team_id: applications.team_id, message: applications.message },
      post: {
        id: opportunities.id, title: opportunities.title, follow_up: opportunities.follow_up,
        application_link: opportunities.application_link, team_id: opportunities.team_id, created_by: opportunities.created_by,
      },
      applicant: users,
      team: { company: teams.company, first_name: teams.first_name, last_name: teams.last_name },
      agency: { company: agencies.company, agency_name: agencies.agency_name, first_name: agencies.first_name, last_name: agencies.last_name },
    })
    .from(applications)
    .innerJoin(opportunities, eq(opportunities.id, applications.opportunity_id))
    .innerJoin(users, eq(users.id, applications.user_id))
    .innerJoin(teams, eq(teams.id, opportunities.team_id))
    .leftJoin(agencies, eq(agencies.id, applications.team_id))
    .where(eq(applications.id, applicationId));
  return row;
}

export const followUpMailJob = defineJob({
  name: 'mail.application-follow-up',
  mail: 'other',
  payload: z.object({ applicationId: z.number().int() }),
  async run(deps, { applicationId }) {
    const row = await applicationOf(deps, applicationId);
    if (!row) return;
    const group = await groupOfAccount(deps.db, row.applicant);
    const url = `${deps.config.appUrl}/${group}/opportunities/${row.post.id}`;
    await sendOrThrow(deps.mailer, followUpMail(row.applicant, row.post, postingCompanyName(row.team), url));
  },
});

export const newApplicantMailJob = defineJob({
  name: 'mail.new-applicant',
  mail: 'other',
  payload: z.object({ applicationId: z.number().int(), recipientId: z.number().int() }),
  async run(deps, { applicationId, recipientId }) {
    const row = await applicationOf(deps, applicationId);
    const [recipient] = await deps.db.select().from(users).where(eq(users.id, recipientId));
    if (!row || !recipient) return;
    // An agency's application is named by the agency; a freelancer's by the person.
    const applicant = (row.application.team_id && row.agency ? teamName(row.agency) : fullName(row.applicant.first_name, row.applicant.last_name)) ?? 'Someone';
    const url = `${deps.config.appUrl}/company/view-applicants/${row.post.id}`;
    await sendOrThrow(deps.mailer, newApplicantMail(recipient, row.post, applicant, url, row.application.message));
  },
});

/**
 * Fans out: the follow-up to the applicant, and one notice per person of the posting team who reads this post's
 * applicants (the team's admins and the member it was created for), if they take emails (notification settings).
 * Queued together; a run again of this job queues the same jobs again, which adds none (their ids are this job's).
 */
export const applicationMailsJob = defineJob({
  name: 'applications.after-apply',
  payload: z.object({ applicationId: z.number().int() }),
  async run(deps, { applicationId }) {
    const row = await applicationOf(deps, applicationId);
    if (!row) return;
    const seats = await deps.db
      .select({ id: users.id })
      .from(userTeams)
      .innerJoin(users, eq(users.id, userTeams.user_id))
      .where(
        and(
          eq(userTeams.team_id, row.post.team_id),
          or(eq(userTeams.role, 'admin'), row.post.created_by ? eq(userTeams.user_id, row.post.created_by) : undefined),
          eq(users.status, 'ACTIVE'),
          eq(users.send_email, true),
        ),
      );
    await deps.db.transaction(async (tx) => {
      await enqueueTx(tx, followUpMailJob, { applicationId });
      await enqueueEachTx(tx, newApplicantMailJob, [...new Set(seats.map((s) => s.id))].map((recipientId) => ({ applicationId, recipientId })));
    });
    deps.jobs.nudge();
  },
});
