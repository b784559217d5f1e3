import { eq } from 'drizzle-orm';
import { isPlatformAdmin } from '@mp/domain';
import type { Db } from '../../db/client.js';
import { users, type UserRow } from '../../db/schema/index.js';
import { membershipsOfUsers } from '../../viewer/memberships.js';
import type { Membership } from '../../viewer/viewer.js';

/** Who reads an invoice: the account and its team memberships (any of them, not only the active one). */
export interface InvoiceReader {
  user: Pick<UserRow, 'id' | 'type'>;
  /** A viewer's `memberships` (viewer.ts) will do. */
  memberships: readonly (Pick<Membership, 'team_id' | 'role'> & { team: Pick<Membership['team'], 'type'> })[];
}

/**
 * canReadInvoice (decision 0046): a team's invoices and credit notes are for the admins of that
 * company team, the company account itself (its owner) or a guest with role admin in any of their memberships of
 * it, whichever team they act for now, and for platform administrators. Members, other teams, freelancers and
 * agencies may not; the route answers them 404, as if there were no invoice. The account's status is not read:
 * an invoice stays the buyer's record.
 */
export function canReadInvoice(reader: InvoiceReader, teamId: number): boolean {
  if (isPlatformAdmin(reader.user)) return true;
  if (reader.user.type === 'COMPANY' && reader.user.id === teamId) return true;
  return reader.memberships.some((m) => m.team_id === teamId && m.role === 'admin' && m.team.type === 'COMPANY');
}

/** The reader a link was minted for, as they stand now; null for an account that is gone. */
export async function findInvoiceReader(db: Db, userId: number): Promise<InvoiceReader | null> {
  const [user] = await db.select({ id: users.id, type: users.type, deleted_at: users.deleted_at }).from(users).where(eq(users.id, userId));
  if (!user || user.deleted_at) return null;
  return { user, memberships: await membershipsOfUsers(db, [user.id]) };
}
