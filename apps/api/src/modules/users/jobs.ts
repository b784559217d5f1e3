import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { users } from '../../db/schema/index.js';
import { defineJob } from '../../deps.js';
import { sendOrThrow } from '../../adapters/mail.js';
import { emailChangedMail } from './mails.js';

/** The old address is told its account now signs in with another (sent to the old one). */
export const emailChangedMailJob = defineJob({
  name: 'mail.email-changed',
  mail: 'security',
  payload: z.object({ userId: z.number().int(), oldEmail: z.string() }),
  async run(deps, { userId, oldEmail }) {
    const [user] = await deps.db.select().from(users).where(eq(users.id, userId));
    if (!user) return;
    await sendOrThrow(deps.mailer, emailChangedMail(user, oldEmail, deps.config.appUrl));
  },
});
