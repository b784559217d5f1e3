import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { throttles } from '../db/schema/index.js';

/**
 * Fixed-window counters kept in the database, so every API process sees the same counts.
 * Only lib/limits.ts uses these; the modules go through its attempt/forgive.
 *
 * `hit` adds one and returns the count in the current window, in one upsert: concurrent hits on one key
 * are serialised by the row lock, so each sees a distinct count and a burst cannot slip past a limit.
 */
export async function hit(db: Db, key: string, windowSeconds: number): Promise<number> {
  const rows = await db.execute(sql`
    insert into throttles (key, hits, window_started_at) values (${key}, 1, now())
    on conflict (key) do update set
      hits = case when throttles.window_started_at < now() - make_interval(secs => ${windowSeconds})
                  then 1 else throttles.hits + 1 end,
      window_started_at = case when throttles.window_started_at < now() - make_interval(secs => ${windowSeconds})
                  then now() else throttles.window_started_at end
    returning hits`);
  return Number(rowsOf<{ hits: number }>(rows)[0]?.hits ?? 1);
}

/** Takes one back (never below zero). */
export async function unhit(db: Db, key: string): Promise<void> {
  await db
    .update(throttles)
    .set({ hits: sql`greatest(${throttles.hits} - 1, 0)` })
    .where(eq(throttles.key, key));
}

/**
 * Removes counters whose window ended long ago (every window is at most an hour): an attacker trying many
 * emails adds rows, and they must not stay. Safe to run in every process.
 */
export async function pruneThrottles(db: Db): Promise<void> {
  await db.delete(throttles).where(sql`${throttles.window_started_at} < now() - interval '1 day'`);
}

export async function clear(db: Db, key: string): Promise<void> {
  await db.delete(throttles).where(eq(throttles.key, key));
}

// postgres-js returns an array, PGlite an object with rows.
export function rowsOf<T>(result: unknown): T[] {
  return Array.isArray(result) ? (result as T[]) : ((result as { rows: T[] }).rows ?? []);
}
