import { and, eq, gt, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { postingCompanyName } from '@mp/domain';
import type { Tx } from '../../db/client.js';
import { opportunities, savedPosts, users } from '../../db/schema/index.js';
import { defineJob } from '../../deps.js';
import { enqueueEachTx, enqueueTx } from '../../adapters/jobs/outbox.js';
import { sendOrThrow } from '../../adapters/mail.js';
import { unsubscribeUrl } from '../alerts/token.js';
import { savedClosedMail } from './mails.js';

/**
 * The daily mail about saved posts that closed (decision 0054). Each saved row is claimed once (closed_notified_at
 * set in the statement that picks it), so a job run twice or a day's retry never tells a post twice; the clock runs
 * once a day, so a person gets at most one such mail a day. People who turned job alerts off (send_email) have their
 * rows claimed too, silently: turning alerts back on does not bring old closures.
 */

export const SAVED_BATCH = 500;
/** At most this many titles in one mail; the rest are in the saved list it links to. */
const MAIL_LIMIT = 20;

/** One mail to one person about these closed posts; the setting is read again when it runs. */
export const savedClosedMailJob = defineJob({
  name: 'mail.saved-closed',
  mail: 'other',
  payload: z.object({ userId: z.number().int(), opportunityIds: z.array(z.number().int()).min(1).max(MAIL_LIMIT) }),
  async run(deps, { userId, opportunityIds }) {
    const [person] = await deps.db
      .select({ email: users.email, first_name: users.first_name })
      .from(users)
      .where(and(eq(users.id, userId), eq(users.status, 'ACTIVE'), isNull(users.deleted_at), eq(users.send_email, true)));
    if (!person) return;
    const team = alias(users, 'team');
    const rows = await deps.db
      .select({ id: opportunities.id, title: opportunities.title, target: opportunities.target, team: { company: team.company, first_name: team.first_name, last_name: team.last_name } })
      .from(opportunities)
      .innerJoin(team, eq(team.id, opportunities.team_id))
      .where(inArray(opportunities.id, opportunityIds));
    if (rows.length === 0) return;
    const posts = rows.map((r) => ({ id: r.id, title: r.title, target: r.target, company: postingCompanyName(r.team) }));
    await sendOrThrow(deps.mailer, savedClosedMail(person, posts, { appUrl: deps.config.appUrl, unsubscribe: unsubscribeUrl(deps.config, userId) }));
  },
});

/**
 * One batch of people: claims their closed, untold saved posts in one statement, and queues one mail each (alerts on)
 * in the same transaction, so a claimed post always has its mail's job.
 */
export const savedClosedBatchJob = defineJob({
  name: 'saved.closed-batch',
  payload: z.object({ userIds: z.array(z.number().int()).min(1).max(SAVED_BATCH) }),
  async run(deps, { userIds }) {
    await deps.db.transaction((tx) => claimAndQueue(tx, userIds));
    deps.jobs.nudge();
  },
});

async function claimAndQueue(tx: Tx, userIds: number[]): Promise<void> {
  const claimed = await tx
    .update(savedPosts)
    .set({ closed_notified_at: sql`now()` })
    .where(
      and(
        inArray(savedPosts.user_id, userIds), isNull(savedPosts.closed_notified_at),
        sql`exists (select 1 from ${opportunities} o where o.id = ${savedPosts.opportunity_id} and o.deleted_at is not null)`,
      ),
    )
    .returning({ userId: savedPosts.user_id, opportunityId: savedPosts.opportunity_id });
  const byUser = new Map<number, number[]>();
  for (const c of claimed) byUser.set(c.userId, [...(byUser.get(c.userId) ?? []), c.opportunityId]);
  if (byUser.size === 0) return;
  const wanting = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, [...byUser.keys()]), eq(users.send_email, true), eq(users.status, 'ACTIVE'), isNull(users.deleted_at)));
  const mails = wanting.map(({ id }) => ({ userId: id, opportunityIds: byUser.get(id)!.sort((a, b) => a - b).slice(0, MAIL_LIMIT) }));
  await enqueueEachTx(tx, savedClosedMailJob, mails);
}

/** The clock (07:30 UTC, after the alerts digest): the people with closed, untold saved posts, in batches by id. */
export const savedClosedDailyJob = defineJob({
  name: 'saved.closed-daily',
  payload: z.object({}).strict() as z.ZodType<Record<string, never>>,
  retryLimit: 1,
  async run(deps) {
    // Every batch's job in one transaction: a run stopped half-way queues none, and its retry queues them all.
    await deps.db.transaction(async (tx) => {
      for (let after = 0; ; ) {
        const batch = await tx
          .selectDistinct({ id: savedPosts.user_id })
          .from(savedPosts)
          .innerJoin(opportunities, eq(opportunities.id, savedPosts.opportunity_id))
          .where(and(gt(savedPosts.user_id, after), isNull(savedPosts.closed_notified_at), isNotNull(opportunities.deleted_at)))
          .orderBy(savedPosts.user_id)
          .limit(SAVED_BATCH);
        if (batch.length === 0) return;
        await enqueueTx(tx, savedClosedBatchJob, { userIds: batch.map((b) => b.id) });
        after = batch.at(-1)!.id;
      }
    });
    deps.jobs.nudge();
  },
});

export const SAVED_CLOSED_CRON = '30 7 * * *';
export const SAVED_JOBS = [savedClosedMailJob, savedClosedBatchJob, savedClosedDailyJob];
