import { and, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { users } from '../../db/schema/index.js';
import { hit, unhit } from '../../lib/throttle.js';
import { defineJob } from '../../deps.js';
import { sendOrThrow } from '../../adapters/mail.js';
import { groupOfAccount } from '../teams/service.js';
import { pendingCount } from './pending.js';
import { accountsWaitingMail, approvedMail } from './links.js';

/** An approved account is told, with a sign-in link to its group. */
export const approvedMailJob = defineJob({
  name: 'mail.account-approved',
  mail: 'other',
  payload: z.object({ userId: z.number().int() }),
  async run(deps, { userId }) {
    const [user] = await deps.db.select().from(users).where(eq(users.id, userId));
    if (!user || user.status !== 'ACTIVE') return;
    const group = await groupOfAccount(deps.db, user);
    await sendOrThrow(deps.mailer, approvedMail(user, `${deps.config.appUrl}/${group}/login`));
  },
});

/** An administrator hears of waiting accounts at most once in this many seconds. */
export const WAITING_NOTICE_SECONDS = 3600;

/**
 * A sign-up waits for approval: each active administrator is told how many accounts wait, with the console's link, unless
 * they had such a notice in the last hour (an attempt counter per administrator, decision 0004's table). A failed delivery
 * gives the counter back, so the retry tells them.
 */
export const accountsWaitingNoticeJob = defineJob({
  name: 'mail.accounts-waiting',
  mail: 'other',
  payload: z.object({}).strict() as z.ZodType<Record<string, never>>,
  async run(deps) {
    const waiting = await pendingCount(deps.db);
    if (waiting === 0) return;
    const admins = await deps.db
      .select()
      .from(users)
      .where(and(eq(users.type, 'ADMIN'), eq(users.status, 'ACTIVE'), isNull(users.deleted_at)));
    for (const admin of admins) {
      const key = `notice:accounts-waiting:${admin.id}`;
      if ((await hit(deps.db, key, WAITING_NOTICE_SECONDS)) > 1) continue;
      try {
        await sendOrThrow(deps.mailer, accountsWaitingMail(admin, waiting, `${deps.config.appUrl}/admin/accounts`));
      } catch (err) {
        await unhit(deps.db, key);
        throw err;
      }
    }
  },
});
