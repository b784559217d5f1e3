import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { throttles } from '../db/schema/index.js';

/**
 * Fixed-window counters kept in the database, so every API process sees the same counts.
 * `hit` adds one and returns the count in the current window.
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

/** The count in the current window without adding to it. */
export async function count(db: Db, key: string, windowSeconds: number): Promise<number> {
  const rows = await db
    .select({ hits: throttles.hits })
    .from(throttles)
    .where(
      sql`${throttles.key} = ${key} and ${throttles.window_started_at} >= now() - make_interval(secs => ${windowSeconds})`,
    );
  return rows[0]?.hits ?? 0;
}

export async function clear(db: Db, key: string): Promise<void> {
  await db.delete(throttles).where(eq(throttles.key, key));
}

// postgres-js returns an array, PGlite an object with rows.
export function rowsOf<T>(result: unknown): T[] {
  return Array.isArray(result) ? (result as T[]) : ((result as { rows: T[] }).rows ?? []);
}
