import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { users } from '../db/schema/index.js';
import { attempt, forgive, LIMITS } from '../lib/limits.js';
import { verifyPassword } from '../lib/secrets.js';
import type { Viewer } from './viewer.js';

/**
 * Whether the signed-in user's password is this one. Counted per user, so a stolen session cannot guess on; a right
 * answer clears the count. The hash is read here, never carried with the viewer.
 */
export async function viewerPasswordIs(db: Db, viewer: Viewer, password: string): Promise<boolean> {
  const key = `password-check:user:${viewer.user.id}`;
  await attempt(db, key, LIMITS.passwordCheckPerUser);
  const [row] = await db.select({ hash: users.password_hash }).from(users).where(eq(users.id, viewer.user.id));
  if (!row || !(await verifyPassword(row.hash, password))) return false;
  await forgive(db, key, { all: true });
  return true;
}
