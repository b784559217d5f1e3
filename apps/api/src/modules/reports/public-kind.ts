import { eq, inArray } from 'drizzle-orm';
import { descriptionText, fullName, REPORT_MSG } from '@mp/domain';
import type { Db, Tx } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import type { Viewer } from '../../viewer/viewer.js';
import type { ItemOwner } from './adapter.js';
import { assertMayReportPublicItem } from './policy.js';

/**
 * What the public kinds share (a post, a company page, an agency profile, a case study): each belongs to a team's
 * account, which the console's hide mails and its suspension ends; anyone who can read it may report it but that team.
 */

export const itemNotFound = () => new AppError('NOT_FOUND', REPORT_MSG.itemNotFound);

const ownerColumns = { id: users.id, type: users.type, status: users.status, email: users.email, first_name: users.first_name, last_name: users.last_name };
type OwnerRow = { [K in keyof typeof ownerColumns]: (typeof users.$inferSelect)[K] };

export const ownerOfRow = (a: OwnerRow): ItemOwner => ({ id: a.id, type: a.type, status: a.status, email: a.email, first_name: a.first_name, name: fullName(a.first_name, a.last_name) });

/** The team accounts of `ids` as owners (one statement). */
export async function teamOwners(db: Db | Tx, ids: number[]): Promise<Map<number, ItemOwner>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select(ownerColumns).from(users).where(inArray(users.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, ownerOfRow(r)]));
}

export async function teamOwner(db: Db | Tx, teamId: number | undefined): Promise<ItemOwner | null> {
  if (teamId === undefined) return null;
  const [row] = await db.select(ownerColumns).from(users).where(eq(users.id, teamId));
  return row ? ownerOfRow(row) : null;
}

/** A report of a public item: it must be readable (`teamId` its team's, else NOT_FOUND), and not by that team. */
export function assertMayReportItem(viewer: Viewer | null, teamId: number | undefined): void {
  if (teamId === undefined) throw itemNotFound();
  assertMayReportPublicItem(viewer, teamId);
}

/** An item's words for the console: the text of its HTML, cut to what a panel shows. */
export const plainWords = (html: string | null | undefined, max = 1500): string | null => {
  const text = html ? descriptionText(html).trim() : '';
  if (!text) return null;
  const chars = Array.from(text);
  return chars.length > max ? `${chars.slice(0, max).join('')}…` : text;
};
