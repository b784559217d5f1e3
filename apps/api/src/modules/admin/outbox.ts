import { count, desc } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { outbox } from '../../db/schema/index.js';
import { paginated, pageWindow } from '../../graphql/paging.js';
import { redactUrl } from '../../adapters/log.js';

/**
 * The emails the platform sent or queued, newest first (the offline mail default is read here). The mailer
 * stores them without their secrets (decision 0016); rows kept before that are redacted on the way out.
 */
export async function listOutbox(db: Db, opts: { first?: number | null; page?: number | null }) {
  const window = pageWindow(opts.first, opts.page, 20);
  const [rows, [total]] = await Promise.all([
    db.select().from(outbox).orderBy(desc(outbox.id)).limit(window.limit).offset(window.offset),
    db.select({ n: count() }).from(outbox),
  ]);
  const kept = rows.map((r) => ({ ...r, text_body: redactUrl(r.text_body), html_body: r.html_body && redactUrl(r.html_body) }));
  return paginated(kept, total?.n ?? 0, window);
}
