import { and, eq, getTableName, is, SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { ReportKind } from '@mp/domain';
import type { Db } from './client.js';
import { hiddenItems } from './schema/index.js';

/**
 * What the public readers ask of moderation (decision 0063): an item of `kind` listed in hidden_items is left out for
 * everyone but its owner's team and the console. Beside the schema, so every module's readers may import it.
 */

/**
 * A condition on a reader's id column (or a raw query's `alias.id`): the item is not hidden. `not in` over the kind's few hidden ids runs as a hashed
 * subplan, tested on each row as it is met, so an index-only scan of a million posts stays one.
 */
export const notHidden = (kind: ReportKind, id: AnyPgColumn | SQL): SQL =>
  sql`${is(id, SQL) ? id : qualified(id)} not in (select h.item_id from ${hiddenItems} h where h.kind = ${kind})`;

/** The column with its table's name: drizzle writes a one-table query's columns bare, which a subquery could read as its own. */
const qualified = (c: AnyPgColumn) => sql`${sql.identifier(getTableName(c.table))}.${sql.identifier(c.name)}`;

/** Whether one item is hidden (a page read by its owner says so). */
export async function isItemHidden(db: Db, kind: ReportKind, itemId: number): Promise<boolean> {
  const [row] = await db.select({ id: hiddenItems.item_id }).from(hiddenItems).where(and(eq(hiddenItems.kind, kind), eq(hiddenItems.item_id, itemId)));
  return row !== undefined;
}
