import { eq, sql } from 'drizzle-orm';
import { changePasswordSchema, MSG, updateUserSchema } from '@mp/domain';
import { ZodError } from 'zod';
import type { Db } from '../../db/client.js';
import { isUniqueViolation } from '../../db/errors.js';
import { users, type UserRow } from '../../db/schema/index.js';
import type { Deps } from '../../deps.js';
import { AppError } from '../../errors.js';
import { hashPassword, verifyPassword } from '../../lib/secrets.js';
import { revokeAllTokens } from '../../viewer/sessions.js';
import type { Viewer } from '../../viewer/viewer.js';

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .limit(1);
  return user;
}

export async function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
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

const PASSWORD_KEYS = ['current_password', 'password', 'password_confirmation'] as const;

/**
 * Updates the viewer's own profile. When the input carries a password change, the current password
 * is verified first and every other session is ended.
 */
export async function updateOwnUser(deps: Deps, viewer: Viewer, input: Record<string, unknown>): Promise<UserRow> {
  const { db } = deps;
  const profileInput = Object.fromEntries(Object.entries(input).filter(([k]) => !PASSWORD_KEYS.includes(k as never)));
  const wantsPassword = PASSWORD_KEYS.some((k) => input[k] != null);
  let profile: ReturnType<typeof updateUserSchema.parse>;
  let passwords: ReturnType<typeof changePasswordSchema.parse> | undefined;
  try {
    profile = updateUserSchema.parse(profileInput);
    if (wantsPassword) passwords = changePasswordSchema.parse(input);
  } catch (err) {
    if (err instanceof ZodError) throw AppError.fromZod(err);
    throw err;
  }

  let password_hash: string | undefined;
  if (passwords) {
    if (!(await verifyPassword(viewer.user.password_hash, passwords.current_password))) {
      throw new AppError('INCORRECT_PASSWORD', MSG.incorrectPassword, { 'input.current_password': MSG.incorrectPassword });
    }
    password_hash = await hashPassword(passwords.password);
  }

  try {
    return await db.transaction(async (tx) => {
      const [updated] = await tx
        .update(users)
        .set({ ...profile, ...(password_hash ? { password_hash } : {}), updated_at: new Date() })
        .where(eq(users.id, viewer.user.id))
        .returning();
      if (password_hash) await revokeAllTokens(tx, viewer.user.id, viewer.tokenId);
      return updated!;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError('EMAIL_TAKEN', MSG.emailTaken, { 'input.email': MSG.emailTaken });
    throw err;
  }
}
