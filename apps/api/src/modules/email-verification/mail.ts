import { and, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { organisationName } from '@mp/domain';
import { sendOrThrow } from '../../adapters/mail.js';
import { emailVerifications, users } from '../../db/schema/index.js';
import { defineJob } from '../../deps.js';
import { escapeHtml } from '../../lib/html.js';
import { hashSecret, newSecret } from '../../lib/secrets.js';

/** How long a verification link works. */
export const VERIFY_LINK_HOURS = 24;

/** The emailed link: the agency area's verify-email page, which hands the token to verifyEmail. */
export const verificationLink = (appUrl: string, token: string) => `${appUrl}/agency/verify-email?token=${token}`;

/**
 * The verification email (decision 0050). Its payload is the account's id: the job mints the token
 * (256 bits) and stores only its SHA-256, so no token sits in a payload, the outbox or the log (decisions 0016,
 * 0037). Each mail's link works on its own for 24 hours, once; an account verified meanwhile is sent nothing.
 */
export const verificationMailJob = defineJob({
  name: 'mail.email-verification',
  mail: 'security',
  payload: z.object({ userId: z.number().int() }),
  async run(deps, { userId }) {
    const [user] = await deps.db
      .select()
      .from(users)
      .where(and(eq(users.id, userId), isNull(users.deleted_at), isNull(users.email_verified_at)));
    if (!user) return;
    const token = newSecret();
    await deps.db.insert(emailVerifications).values({
      user_id: user.id,
      token_hash: hashSecret(token),
      expires_at: new Date(Date.now() + VERIFY_LINK_HOURS * 3_600_000),
    });
    const link = verificationLink(deps.config.appUrl, token);
    const hello = user.first_name ? `Hello ${user.first_name},` : 'Hello,';
    const name = organisationName(user) ?? 'your agency';
    await sendOrThrow(deps.mailer, {
      to: user.email,
      subject: 'Please verify your email address',
      text:
        `${hello}\n\nPlease verify the email address of ${name} on Onbrief, so employers can find your agency in the ` +
        `marketplace. The link works once, for ${VERIFY_LINK_HOURS} hours:\n\n${link}\n\nIf you did not sign up, you can ignore this email.\n`,
      html:
        `<p>${escapeHtml(hello)}</p><p>Please verify the email address of ${escapeHtml(name)} on Onbrief, so employers ` +
        `can find your agency in the marketplace.</p><p><a href="${escapeHtml(link)}">Verify my email address</a> ` +
        `(the link works once, for ${VERIFY_LINK_HOURS} hours).</p><p>If you did not sign up, you can ignore this email.</p>`,
      secrets: [token, link],
    });
  },
});
