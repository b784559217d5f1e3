import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { REFERENCE_MSG, referenceEntrySchema, type ReferenceKind } from '@mp/domain';
import { ZodError } from 'zod';
import type { Db, Tx } from '../../db/client.js';
import { AppError } from '../../errors.js';
import { audit } from '../audit/service.js';
import type { Actor } from '../audit/actor.js';
import { pgError, PG, removeOrElse } from '../../db/errors.js';
import { displayOrder, idIn, nameContains, toIds } from './filters.js';
import { KIND_TABLES, targetType, toEntry, type ReferenceEntry, type ReferenceTable } from './kinds.js';

// Drizzle's builders are typed per table; across the lists we go through one shape and check the
// kind's fields with its zod schema first.
type AnyValues = never;
const tableOf = (kind: ReferenceKind): ReferenceTable => KIND_TABLES[kind];
const industryColumn = (table: ReferenceTable) => ('industry_id' in table ? table.industry_id : undefined);

function parse(kind: ReferenceKind, mode: 'create' | 'update', input: Record<string, unknown>): Record<string, unknown> {
  try {
    const values = referenceEntrySchema(kind, mode).parse(input) as Record<string, unknown>;
    return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined));
  } catch (err) {
    if (err instanceof ZodError) throw AppError.fromZod(err);
    throw err;
  }
}

const notFound = () => new AppError('NOT_FOUND', REFERENCE_MSG.notFound);

/** Turns the database's refusals into field messages; anything else is rethrown. */
function inputError(err: unknown): never {
  const pg = pgError(err);
  const at = (field: string, message: string) => new AppError('BAD_USER_INPUT', message, { [`input.${field}`]: message });
  if (pg?.code === PG.uniqueViolation) {
    throw /_name_key$/.test(pg.constraint ?? '') ? at('name', REFERENCE_MSG.nameTaken) : at('key', REFERENCE_MSG.keyTaken);
  }
  if (pg?.code === PG.foreignKeyViolation) {
    throw /job_level/.test(pg.constraint ?? '') ? at('job_level_id', REFERENCE_MSG.jobLevelUnknown) : at('industry_id', REFERENCE_MSG.industryUnknown);
  }
  if (pg?.code === PG.checkViolation) throw at('key', REFERENCE_MSG.keyFormat);
  throw err;
}

/** Every entry of a list, hidden ones included, optionally for one discipline or by name. */
export async function listEntries(
  db: Db,
  kind: ReferenceKind,
  f: { industryId?: string | null; name?: string | null },
): Promise<ReferenceEntry[]> {
  const table = tableOf(kind);
  const industry = industryColumn(table);
  const rows = await db
    .select()
    .from(table)
    .where(and(nameContains(table.name, f.name), industry && f.industryId != null ? idIn(industry, [f.industryId]) : undefined))
    .orderBy(...displayOrder(table));
  return rows.map((r) => toEntry(kind, r));
}

/**
 * A new entry goes after the others in a list the administrator has ordered (any sort_order above 0),
 * and among them by name in a list still in alphabetical order (all 0), as the seed leaves most lists.
 */
function nextSortOrder(table: ReferenceTable, industryId: unknown): SQL {
  const industry = industryColumn(table);
  const scope = industry ? sql`where ${industry} = ${Number(industryId)}` : sql``;
  return sql`(select case when max(${table.sort_order}) > 0 then max(${table.sort_order}) + 1 else 0 end from ${table} ${scope})`;
}

export async function createEntry(db: Db, actor: Actor, kind: ReferenceKind, input: Record<string, unknown>) {
  const values = parse(kind, 'create', input);
  const table = tableOf(kind);
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(table)
        .values({ sort_order: nextSortOrder(table, values.industry_id), ...values } as AnyValues)
        .returning();
      const entry = toEntry(kind, row!);
      await audit(tx, { actorId: actor.id, action: 'reference.create', targetType: targetType(kind), targetId: entry.id, details: values, ip: actor.ip });
      return entry;
    });
  } catch (err) {
    inputError(err);
  }
}

/** Rename, hide, show, move to another discipline: only the given fields change. */
export async function updateEntry(db: Db, actor: Actor, kind: ReferenceKind, id: string, input: Record<string, unknown>) {
  const values = parse(kind, 'update', input);
  const [entryId] = toIds([id]);
  if (!entryId) throw notFound();
  const table = tableOf(kind);
  try {
    return await db.transaction(async (tx) => {
      const [row] = Object.keys(values).length
        ? await tx.update(table).set(values as AnyValues).where(eq(table.id, entryId)).returning()
        : await tx.select().from(table).where(eq(table.id, entryId));
      if (!row) throw notFound();
      await audit(tx, { actorId: actor.id, action: 'reference.update', targetType: targetType(kind), targetId: entryId, details: values, ip: actor.ip });
      return toEntry(kind, row);
    });
  } catch (err) {
    if (err instanceof AppError) throw err;
    inputError(err);
  }
}

/** sort_order becomes each entry's position in `ids` (from 1); entries not named keep theirs. */
export async function reorderEntries(db: Db, actor: Actor, kind: ReferenceKind, ids: readonly string[]) {
  const order = toIds(ids);
  if (!order.length || order.length !== ids.length || new Set(order).size !== order.length) {
    throw new AppError('BAD_USER_INPUT', REFERENCE_MSG.reorderIds, { ids: REFERENCE_MSG.reorderIds });
  }
  const table = tableOf(kind);
  const positions = sql`array[${sql.join(order.map((n) => sql`${n}::int`), sql`, `)}]`;
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(table)
      .set({ sort_order: sql`array_position(${positions}, ${table.id})` } as AnyValues)
      .where(inArray(table.id, order))
      .returning();
    // Unknown ids: refuse the whole reorder (the transaction rolls back).
    if (rows.length !== order.length) throw new AppError('BAD_USER_INPUT', REFERENCE_MSG.reorderIds, { ids: REFERENCE_MSG.reorderIds });
    await audit(tx, { actorId: actor.id, action: 'reference.reorder', targetType: targetType(kind), details: { ids: order }, ip: actor.ip });
    return rows.map((r) => toEntry(kind, r)).sort((a, b) => a.sort_order - b.sort_order);
  });
}

/**
 * Deletes an entry; when something still refers to it (a foreign key refuses), hides it instead so
 * what people chose keeps its name, and returns it. Null when it was deleted.
 */
export async function deleteEntry(db: Db, actor: Actor, kind: ReferenceKind, id: string): Promise<ReferenceEntry | null> {
  const [entryId] = toIds([id]);
  if (!entryId) throw notFound();
  const table = tableOf(kind);
  const log = (tx: Tx, action: string, name: string) =>
    audit(tx, { actorId: actor.id, action, targetType: targetType(kind), targetId: entryId, details: { name }, ip: actor.ip });
  return db.transaction((tx) =>
    removeOrElse(
      tx,
      async (sp) => {
        const [row] = await sp.delete(table).where(eq(table.id, entryId)).returning();
        if (!row) throw notFound();
        await log(sp, 'reference.delete', row.name);
        return null;
      },
      async () => {
        const [row] = await tx.update(table).set({ hidden: true } as AnyValues).where(eq(table.id, entryId)).returning();
        await log(tx, 'reference.hide_in_use', row!.name);
        return toEntry(kind, row!);
      },
    ),
  );
}
