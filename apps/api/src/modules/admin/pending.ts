import { and, count, eq, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/index.js';

/** Sign-ups waiting for approval (administrators are never waiting). */
export async function pendingCount(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.status, 'INACTIVE'), ne(users.type, 'ADMIN'), isNull(users.deleted_at)));
  return row?.n ?? 0;
}
