import { count, desc } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { outbox } from '../../db/schema/index.js';
import { paginated, pageWindow } from '../../graphql/paging.js';

/** The emails the platform sent or queued, newest first (the offline mail default is read here). */
export async function listOutbox(db: Db, opts: { first?: number | null; page?: number | null }) {
  const window = pageWindow(opts.first, opts.page, 20);
  const [rows, [total]] = await Promise.all([
    db.select().from(outbox).orderBy(desc(outbox.id)).limit(window.limit).offset(window.offset),
    db.select({ n: count() }).from(outbox),
  ]);
  return paginated(rows, total?.n ?? 0, window);
}
