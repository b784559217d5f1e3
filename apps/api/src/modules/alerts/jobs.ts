import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import { z } from 'zod';
import type { Config } from '../../config.js';
import type { Db, Tx } from '../../db/client.js';
import { jobAlertDeliveries, users } from '../../db/schema/index.js';
import { defineJob } from '../../deps.js';
import { enqueueEachTx, enqueueTx } from '../../adapters/jobs/outbox.js';
import { sendOrThrow } from '../../adapters/mail.js';
import { jobAlertMail } from './mails.js';
import { digestMatches, peopleMatching, type Frequency } from './matching.js';
import { alertablePostTarget, alertPosts } from './posts.js';
import { unsubscribeUrl } from './token.js';

/** Job alerts as background jobs. */

/** Posts listed in one digest; the rest are behind the link to the for-you page. */
export const DIGEST_LIMIT = 20;
/** People per digest job (keyset by id), each job its own statements, so 100,000 people are 200 small jobs. */
export const DIGEST_BATCH = 500;
/** A digest covers posts first published in the last 25 hours: a day, and an hour's overlap so a late run misses nothing. */
export const DIGEST_WINDOW_HOURS = 25;
/** Recipients whose delivery rows and mail jobs are written together (one transaction). */
const FAN_OUT_CHUNK = 1000;

/** Seconds from first publication to the immediate alerts: JOB_ALERT_DELAY_SECONDS, else 60 (0 in tests). */
export const alertDelaySeconds = (config: Pick<Config, 'JOB_ALERT_DELAY_SECONDS' | 'NODE_ENV'>) =>
  config.JOB_ALERT_DELAY_SECONDS ?? (config.NODE_ENV === 'test' ? 0 : 60);

const frequency = z.enum(['immediately', 'daily']);

/** One alert mail to one person: a post (immediately) or the day's best posts (daily). Read again when it runs. */
export const jobAlertMailJob = defineJob({
  name: 'mail.job-alert',
  mail: 'other',
  payload: z.object({
    userId: z.number().int(),
    opportunityIds: z.array(z.number().int()).min(1).max(DIGEST_LIMIT),
    mode: frequency,
    more: z.number().int().min(0),
  }),
  async run(deps, { userId, opportunityIds, mode, more }) {
    const [person] = await deps.db
      .select({ email: users.email, first_name: users.first_name })
      .from(users)
      .where(and(eq(users.id, userId), eq(users.status, 'ACTIVE'), isNull(users.deleted_at), eq(users.send_email, true)));
    // Switched off (or unsubscribed) since: nothing goes.
    if (!person) return;
    const posts = await alertPosts(deps.db, opportunityIds);
    if (posts.length === 0) return;
    const links = { appUrl: deps.config.appUrl, unsubscribe: unsubscribeUrl(deps.config, userId) };
    await sendOrThrow(deps.mailer, jobAlertMail(person, posts, { mode, links, more }));
  },
});

/**
 * Records that these posts go to these people, once: the primary key (user, post) refuses a second row, and only
 * the rows written now are answered, so a job that runs twice, a republished post or a digest after an immediate
 * alert never sends a post twice. Called in the transaction that queues the mails, so a recorded delivery always
 * has its mail's job.
 */
async function recordDeliveries(tx: Tx, pairs: { userId: number; opportunityId: number }[], mode: Frequency) {
  if (pairs.length === 0) return [];
  return tx
    .insert(jobAlertDeliveries)
    .values(pairs.map((p) => ({ user_id: p.userId, opportunity_id: p.opportunityId, mode })))
    .onConflictDoNothing()
    .returning({ userId: jobAlertDeliveries.user_id, opportunityId: jobAlertDeliveries.opportunity_id });
}

/**
 * A post was first published: once the delay has passed, the people it matches who take alerts immediately get one
 * mail each. Nothing when the post was closed, unpublished or its company deactivated meanwhile. The recipients are
 * recorded a chunk at a time with their mails' jobs (each mail retried alone), so a post matching 20,000 people costs
 * this job 20 transactions of two statements each, never 20,000 deliveries in a row.
 */
export const postPublishedJob = defineJob({
  name: 'alerts.post-published',
  payload: z.object({ opportunityId: z.number().int() }),
  async run(deps, { opportunityId }) {
    const target = await alertablePostTarget(deps.db, opportunityId);
    if (!target) return;
    const people = await peopleMatching(deps.db, { id: opportunityId, target }, 'immediately');
    for (let i = 0; i < people.length; i += FAN_OUT_CHUNK) {
      const chunk = people.slice(i, i + FAN_OUT_CHUNK).map((userId) => ({ userId, opportunityId }));
      await deps.db.transaction(async (tx) => {
        const fresh = await recordDeliveries(tx, chunk, 'immediately');
        await enqueueEachTx(tx, jobAlertMailJob, fresh.map((d) => ({ userId: d.userId, opportunityIds: [opportunityId], mode: 'immediately' as const, more: 0 })));
      });
      deps.jobs.nudge();
    }
  },
});

/** Queues a post's job alerts in the transaction that first publishes it (posting, or an edit that publishes). */
export async function queueAlertsTx(tx: Tx | Db, config: Pick<Config, 'JOB_ALERT_DELAY_SECONDS' | 'NODE_ENV'>, opportunityId: number): Promise<void> {
  await enqueueTx(tx, postPublishedJob, { opportunityId }, { delaySeconds: alertDelaySeconds(config) });
}

const isoTime = z.string().refine((s) => !Number.isNaN(Date.parse(s)), 'an ISO time');

/** One batch of the daily digest: the people's new matches, recorded with one mail's job each (people with none: no mail). */
export const digestBatchJob = defineJob({
  name: 'alerts.digest-batch',
  payload: z.object({ userIds: z.array(z.number().int()).max(DIGEST_BATCH), since: isoTime, until: isoTime }),
  async run(deps, { userIds, since, until }) {
    const matches = await digestMatches(deps.db, userIds, { since: new Date(since), until: new Date(until) }, DIGEST_LIMIT);
    await deps.db.transaction(async (tx) => {
      const fresh = await recordDeliveries(tx, matches.flatMap((m) => m.opportunityIds.map((opportunityId) => ({ userId: m.userId, opportunityId }))), 'daily');
      const recorded = new Set(fresh.map((d) => `${d.userId}:${d.opportunityId}`));
      const mails = matches.flatMap((m) => {
        // In rank order; a post another run recorded meanwhile is left out.
        const ids = m.opportunityIds.filter((id) => recorded.has(`${m.userId}:${id}`));
        return ids.length ? [{ userId: m.userId, opportunityIds: ids, mode: 'daily' as const, more: Math.max(0, m.total - m.opportunityIds.length) }] : [];
      });
      await enqueueEachTx(tx, jobAlertMailJob, mails);
    });
    deps.jobs.nudge();
  },
});

/**
 * The daily digest's clock (07:00 UTC): splits the people who take a daily digest into batches by id and queues
 * one job per batch, all over the same window, ending now.
 */
export const dailyDigestJob = defineJob({
  name: 'alerts.daily-digest',
  payload: z.object({}).strict() as z.ZodType<Record<string, never>>,
  retryLimit: 1,
  async run(deps) {
    const until = new Date();
    const since = new Date(until.getTime() - DIGEST_WINDOW_HOURS * 3_600_000);
    // Every batch's job in one transaction: a run stopped half-way queues none, and its retry queues them all.
    await deps.db.transaction(async (tx) => {
      for (let after = 0; ; ) {
        const batch = await tx
          .select({ id: users.id })
          .from(users)
          .where(
            and(
              gt(users.id, after), eq(users.send_email, true), eq(users.notification_frequency, 'daily'), eq(users.status, 'ACTIVE'),
              isNull(users.deleted_at), inArray(users.type, ['FREELANCER', 'AGENCY', 'GUEST']),
            ),
          )
          .orderBy(users.id)
          .limit(DIGEST_BATCH);
        if (batch.length === 0) return;
        await enqueueTx(tx, digestBatchJob, { userIds: batch.map((b) => b.id), since: since.toISOString(), until: until.toISOString() });
        after = batch.at(-1)!.id;
      }
    });
    deps.jobs.nudge();
  },
});

/** 07:00 UTC, before the working day in the UK and Europe. */
export const DIGEST_CRON = '0 7 * * *';

/** The registry's part (apps/api/src/jobs.ts). */
export const ALERT_JOBS = [postPublishedJob, jobAlertMailJob, digestBatchJob, dailyDigestJob];
