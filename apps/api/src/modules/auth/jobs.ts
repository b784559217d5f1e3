import { and, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { users } from '../../db/schema/index.js';
import { sendOrThrow } from '../../adapters/mail.js';
import { awaitingApprovalMail } from './mails.js';
import { defineJob } from '../../deps.js';
import { sendResetLink } from './reset-link.js';

/** Forgot password: looks the address up and mails a fresh link, after the answer (decision 0005). */
export const passwordResetMailJob = defineJob({
  name: 'mail.password-reset',
  mail: 'security',
  payload: z.object({ email: z.string() }),
  run: (deps, { email }) => sendResetLink(deps, email),
});

/** A new account waits for approval: the person is told so, and the administrators are told it waits. */
export const awaitingApprovalMailJob = defineJob({
  name: 'mail.awaiting-approval',
  mail: 'other',
  payload: z.object({ userId: z.number().int() }),
  async run(deps, { userId }) {
    const [user] = await deps.db.select().from(users).where(and(eq(users.id, userId), isNull(users.deleted_at)));
    // Approved (or deleted) before the mail went: nothing to say.
    if (!user || user.status !== 'INACTIVE') return;
    await sendOrThrow(deps.mailer, awaitingApprovalMail(user));
  },
});
