import { passwordResets } from '../../db/schema/index.js';
import type { Deps } from '../../deps.js';
import { attemptQuietly, LIMITS } from '../../lib/limits.js';
import { hashSecret, newSecret } from '../../lib/secrets.js';
import { sendOrThrow } from '../../adapters/mail.js';
import { groupOfAccount } from '../teams/service.js';
import { findUserByEmail } from '../users/service.js';
import { resetPasswordMail } from './mails.js';

/** How long a reset link works. */
export const RESET_LIFETIME_MINUTES = 60;

/** The job's work: the token is made here, so the stored payload holds only the address (decision 0016). */
export async function sendResetLink(deps: Deps, email: string): Promise<void> {
  const { db, config, mailer } = deps;
  if (!(await attemptQuietly(db, `forgot:email:${email}`, LIMITS.forgotPerEmail))) return;
  const user = await findUserByEmail(db, email);
  if (!user) return;
  const token = newSecret();
  await db.insert(passwordResets).values({
    user_id: user.id,
    token_hash: hashSecret(token),
    expires_at: new Date(Date.now() + RESET_LIFETIME_MINUTES * 60_000),
  });
  const group = await groupOfAccount(db, user);
  const link = `${config.appUrl}/${group}/reset-password?email=${encodeURIComponent(user.email)}&token=${token}`;
  await sendOrThrow(mailer, resetPasswordMail(user, link, RESET_LIFETIME_MINUTES));
}
