import { z } from 'zod';
import { sql } from 'drizzle-orm';
import { interviews } from '../../db/schema/index.js';
import { defineJob, type Deps } from '../../deps.js';
import { queueInterviewMailTx } from './mail.js';

/**
 * The reminder clock: every 5 minutes it claims the booked interviews whose reminder has fallen due (24 hours before)
 * and queues their mail in the same transaction. The claim is a conditional update that clears `reminder_due_at`
 * (SKIP LOCKED beside another process's run), so each reminder is queued once; the mail is keyed by the interview's
 * SEQUENCE, so a moved interview booked again gets a fresh reminder and a cancelled one none (its due time is cleared).
 */

export const REMINDER_CRON = '*/5 * * * *';
const BATCH = 200;

/** Claims due reminders (at most a batch a run: the next run takes the rest) and queues their mails. Answers how many. */
export async function claimDueReminders(deps: Pick<Deps, 'db' | 'jobs'>): Promise<number> {
  const claimed = await deps.db.transaction(async (tx) => {
    const rows = await tx
      .update(interviews)
      .set({ reminder_due_at: null })
      .where(
        sql`${interviews.id} in (select ${interviews.id} from ${interviews} where ${interviews.reminder_due_at} <= now() and ${interviews.status} = 'SCHEDULED'
          order by ${interviews.reminder_due_at} limit ${BATCH} for update skip locked)`,
      )
      .returning({ id: interviews.id, sequence: interviews.sequence });
    for (const row of rows) await queueInterviewMailTx(tx, { interviewId: row.id, kind: 'reminder', version: row.sequence });
    return rows.length;
  });
  if (claimed > 0) deps.jobs.nudge();
  return claimed;
}

export const interviewRemindersJob = defineJob({
  name: 'interviews.reminders',
  payload: z.object({}).strict() as z.ZodType<Record<string, never>>,
  retryLimit: 0,
  run: async (deps) => void (await claimDueReminders(deps)),
});
