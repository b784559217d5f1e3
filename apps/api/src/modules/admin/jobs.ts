import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { users } from '../../db/schema/index.js';
import { defineJob } from '../../services/jobs/index.js';
import { sendOrThrow } from '../../services/mail.js';
import { groupOfAccount } from '../teams/service.js';
import { approvedMail } from './links.js';

/** An approved account is told, with a sign-in link to its group. */
export const approvedMailJob = defineJob({
  name: 'mail.account-approved',
  payload: z.object({ userId: z.number().int() }),
  async run(deps, { userId }) {
    const [user] = await deps.db.select().from(users).where(eq(users.id, userId));
    if (!user || user.status !== 'ACTIVE') return;
    const group = await groupOfAccount(deps.db, user);
    await sendOrThrow(deps.mailer, approvedMail(user, `${deps.config.appUrl}/${group}/login`));
  },
});
