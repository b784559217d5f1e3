import { and, eq, type SQL } from 'drizzle-orm';
import { educations, experiences } from '../../db/schema/index.js';

/**
 * ownHistoryRow: a freelancer edits and removes only their own education and experience rows. The check is
 * part of the write's WHERE clause, so another person's row is not found (NOT_FOUND), never "forbidden":
 * whether an id exists is not told to someone who does not own it (decision 0031).
 */
export function ownHistoryRow(table: typeof educations | typeof experiences, id: number, ownerId: number): SQL {
  return and(eq(table.id, id), eq(table.user_id, ownerId))!;
}
