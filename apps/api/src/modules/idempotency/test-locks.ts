import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../lib/throttle.js';

/**
 * PostgreSQL only: waits until `count` sessions of this database wait for a lock, so a test knows a request
 * has stopped where it holds a row (or waits for one) before it sends the next.
 */
export async function waitForLockWaits(db: Db, count: number): Promise<void> {
  for (let i = 0; i < 200; i++) {
    const [row] = rowsOf<{ n: number }>(
      await db.execute(sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`),
    );
    if ((row?.n ?? 0) >= count) return;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`fewer than ${count} sessions waiting for a lock`);
}
