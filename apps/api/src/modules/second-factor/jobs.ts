import { lt, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { pendingSignIns, webauthnChallenges } from '../../db/schema/index.js';
import { defineJob } from '../../deps.js';

/**
 * Passkey challenges and pending sign-ins past their few minutes: single-use and refused once expired, so only
 * clutter (a visitor may ask for a usernameless challenge without an account). Answers how many went.
 */
export async function pruneExpiredSignInState(db: Db): Promise<number> {
  const challenges = await db.delete(webauthnChallenges).where(lt(webauthnChallenges.expires_at, sql`now()`)).returning({ id: webauthnChallenges.id });
  const pending = await db.delete(pendingSignIns).where(lt(pendingSignIns.expires_at, sql`now()`)).returning({ id: pendingSignIns.id });
  return challenges.length + pending.length;
}

/** Hourly (jobs.ts). */
export const pruneSignInStateJob = defineJob({
  name: 'maintenance.prune-sign-in-state',
  payload: z.object({}).strict() as z.ZodType<Record<string, never>>,
  retryLimit: 0,
  run: async (deps) => void (await pruneExpiredSignInState(deps.db)),
});
