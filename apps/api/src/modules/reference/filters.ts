import { asc, ilike, inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { parseId } from '../../graphql/ids.js';

/** Case-insensitive "contains"; LIKE's wildcards in the text match themselves. */
export function nameContains(column: AnyColumn, name: string | null | undefined): SQL | undefined {
  const text = name?.trim();
  if (!text) return undefined;
  return ilike(column, `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
}

/** Ids from GraphQL (strings) as row ids; one that is not an id is the client's mistake (BAD_USER_INPUT). */
export function toIds(ids: readonly (string | number)[]): number[] {
  return ids.map((id) => parseId(id));
}

/**
 * An id-list filter: absent (null) means no filter; a given list, even empty, keeps only those ids,
 * so a form with no discipline chosen gets no options rather than every discipline's.
 */
export function idIn(column: AnyColumn, ids: readonly (string | number)[] | null | undefined): SQL | undefined {
  if (ids == null) return undefined;
  const valid = toIds(ids);
  return valid.length ? inArray(column, valid) : sql`false`;
}

/** Display order of every list: the administrator's order, then by name. */
export const displayOrder = (t: { sort_order: AnyColumn; name: AnyColumn; id: AnyColumn }) => [
  asc(t.sort_order),
  asc(sql`lower(${t.name})`),
  asc(t.id),
];
