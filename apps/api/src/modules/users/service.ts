import { and, eq, isNull, sql } from 'drizzle-orm';
import { changePasswordSchema, MSG, updateUserSchema, type ProfileForm } from '@mp/domain';
import { ZodError } from 'zod';
import { enqueueTx } from '../../adapters/jobs/outbox.js';
import type { Db } from '../../db/client.js';
import { isEmailTaken } from '../../db/errors.js';
import { users, type UserRow } from '../../db/schema/index.js';
import type { Deps } from '../../deps.js';
import { AppError } from '../../errors.js';
import { attempt, forgive, LIMITS } from '../../lib/limits.js';
import { withStoredPhone } from '../../lib/phones.js';
import { hashPassword, verifyPassword } from '../../lib/secrets.js';
import { assertRecordedLogo, profileFormRules } from './company-service.js';
import { emailChangedMailJob } from './jobs.js';
import { revokeAllTokens } from '../../viewer/sessions.js';
import type { Viewer } from '../../viewer/viewer.js';
import { requireFreshFactor } from '../../viewer/second-factor.js';

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .limit(1);
  return user;
}

/** An account by id; a deleted one (the scrubbed row a team with a ledger keeps, decision 0035) is not found. */
export async function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(and(eq(users.id, id), isNull(users.deleted_at))).limit(1);
  return user;
}

export async function emailInUse(db: Db, email: string): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`)
    .limit(1);
  return rows.length > 0;
}

const emailTaken = () => new AppError('EMAIL_TAKEN', MSG.emailTaken, { 'input.email': MSG.emailTaken });
const PASSWORD_KEYS = ['current_password', 'password', 'password_confirmation'] as const;
export const CURRENT_PASSWORD_FOR_EMAIL = 'Please enter your current password to change your email';

/** The signed-in user proves they know the password; counted per user, so a stolen session cannot guess on. */
async function checkCurrentPassword(deps: Deps, viewer: Viewer, password: string): Promise<void> {
  const key = `password-check:user:${viewer.user.id}`;
  await attempt(deps.db, key, LIMITS.passwordCheckPerUser);
  if (!(await verifyPassword(viewer.user.password_hash, password))) {
    throw new AppError('INCORRECT_PASSWORD', MSG.incorrectPassword, { 'input.current_password': MSG.incorrectPassword });
  }
  await forgive(deps.db, key, { all: true });
}

/**
 * Updates the viewer's own profile. Changing the password or the sign-in email needs the current
 * password (a session alone must not be enough to take the account); a new password ends every other
 * session, a new email sends a notice to the old address after the commit.
 * With a `form` (decision 0024), the input is that form's whole submission, checked with the form's own
 * rules (required fields, limits) rather than field by field.
 */
export async function updateOwnUser(
  deps: Deps,
  viewer: Viewer,
  input: Record<string, unknown>,
  form?: ProfileForm | null,
): Promise<UserRow> {
  const { db } = deps;
  const profileInput = Object.fromEntries(Object.entries(input).filter(([k]) => !PASSWORD_KEYS.includes(k as never)));
  const wantsPassword = input.password != null || input.password_confirmation != null;
  const rules = form ? profileFormRules(viewer, form) : updateUserSchema;
  let profile: Partial<Omit<UserRow, 'id'>>;
  let passwords: ReturnType<typeof changePasswordSchema.parse> | undefined;
  try {
    profile = withStoredPhone(rules.parse(profileInput) as Partial<Omit<UserRow, 'id'>>, viewer.user.country);
    if (wantsPassword) passwords = changePasswordSchema.parse(input);
  } catch (err) {
    if (err instanceof ZodError) throw AppError.fromZod(err);
    throw err;
  }

  const oldEmail = viewer.user.email;
  const emailChanges = profile.email !== undefined && profile.email !== oldEmail.toLowerCase();
  // Form mistakes first (checkUser tells this to anyone anyway); the unique index still decides a race.
  if (emailChanges && (await emailInUse(db, profile.email!))) throw emailTaken();
  await assertRecordedLogo(db, profile.avatar, viewer.user.avatar);
  if (passwords || emailChanges) {
    const current = passwords?.current_password ?? (typeof input.current_password === 'string' ? input.current_password : '');
    if (!current) {
      throw new AppError('BAD_USER_INPUT', CURRENT_PASSWORD_FOR_EMAIL, { 'input.current_password': CURRENT_PASSWORD_FOR_EMAIL });
    }
    await checkCurrentPassword(deps, viewer, current);
    // With a second factor, the password is not enough: a code proved in the last minutes (decision 0064).
    await requireFreshFactor(db, viewer);
  }
  const password_hash = passwords ? await hashPassword(passwords.password) : undefined;

  let updated: UserRow;
  try {
    updated = await db.transaction(async (tx) => {
      const [row] = await tx
        .update(users)
        .set({ ...profile, ...(password_hash ? { password_hash } : {}), updated_at: new Date() })
        .where(eq(users.id, viewer.user.id))
        .returning();
      if (password_hash) await revokeAllTokens(tx, viewer.user.id, viewer.tokenId);
      if (emailChanges) await enqueueTx(tx, emailChangedMailJob, { userId: row!.id, oldEmail });
      return row!;
    });
  } catch (err) {
    if (isEmailTaken(err)) throw emailTaken();
    throw err;
  }
  if (emailChanges) deps.jobs.nudge();
  return updated;
}
