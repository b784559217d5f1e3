import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import { z } from 'zod';
import { INTERVIEW_ENDED, type ApplicationStatus } from '@mp/domain';
import type { Tx } from '../../db/client.js';
import { applications, opportunities, opportunityScreenings } from '../../db/schema/index.js';
import { defineJob } from '../../deps.js';
import { moveApplications } from '../opportunities/application-transitions.js';
import { queueNotSelectedMailsTx } from '../opportunities/not-selected-mail.js';
import { callOffInterviewsTx } from '../interview-calendar/ending.js';

/** Statuses a team has not acted on: only these are declined; a team that moved an application on decides. */
const UNDECIDED: ApplicationStatus[] = ['NEW', 'VIEWED'];
export const AUTO_DECLINE_BATCH = 200;

/**
 * One batch of due applications (auto_decline_at passed), claimed once: the claim clears auto_decline_at in the
 * statement that picks them, skipping rows a change holds (a team's status change waits for nobody and is seen by
 * the next run). Of those, the ones still New or Viewed, on a post still open whose auto-decline is still on, move
 * to Not selected with the history's actor null (the system) and its cause (a must-have missed), and the usual Not selected mail, which respects the
 * applicant's opt-out. Reads the posts without locking them (a close takes the post first, then its applications):
 * a close that commits meanwhile sends at most one of its notice and this mail (the mail is claimed once).
 */
export async function declineDueTx(tx: Tx, limit = AUTO_DECLINE_BATCH): Promise<{ claimed: number; declined: number[] }> {
  const due = tx
    .select({ id: applications.id })
    .from(applications)
    .where(lte(applications.auto_decline_at, sql`now()`))
    .orderBy(asc(applications.auto_decline_at))
    .limit(limit)
    .for('update', { skipLocked: true });
  const claimed = await tx.update(applications).set({ auto_decline_at: null }).where(inArray(applications.id, due)).returning({ id: applications.id });
  if (claimed.length === 0) return { claimed: 0, declined: [] };
  const rows = await tx
    .select({ id: applications.id, opportunity_id: applications.opportunity_id, status: applications.status })
    .from(applications)
    .innerJoin(opportunities, eq(opportunities.id, applications.opportunity_id))
    .innerJoin(opportunityScreenings, eq(opportunityScreenings.opportunity_id, applications.opportunity_id))
    .where(
      and(
        inArray(applications.id, claimed.map((c) => c.id)),
        inArray(applications.status, UNDECIDED),
        isNull(opportunities.deleted_at),
        eq(opportunityScreenings.auto_decline, true),
      ),
    )
    .orderBy(asc(applications.id));
  const declined = await moveApplications(tx, rows, 'NOT_SELECTED', null, 'MISSED_MUST_HAVE');
  await queueNotSelectedMailsTx(tx, declined);
  await callOffInterviewsTx(tx, { applicationIds: declined }, INTERVIEW_ENDED.notSelected);
  return { claimed: claimed.length, declined };
}

/** The clock: batch after batch, each its own transaction, until no full batch is due. */
export const autoDeclineJob = defineJob({
  name: 'screening.auto-decline',
  payload: z.object({}).strict() as z.ZodType<Record<string, never>>,
  retryLimit: 1,
  async run(deps) {
    for (;;) {
      const { claimed, declined } = await deps.db.transaction((tx) => declineDueTx(tx));
      if (declined.length > 0) deps.jobs.nudge();
      if (claimed < AUTO_DECLINE_BATCH) return;
    }
  },
});

/** Every 5 minutes: an application that misses a must-have is declined 24 hours to 24 hours 5 minutes after it was sent. */
export const AUTO_DECLINE_CRON = '*/5 * * * *';
