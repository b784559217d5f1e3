import DataLoader from 'dataloader';
import { and, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { companyVerifications } from '../../db/schema/index.js';
import type { GraphQLContext } from '../../graphql/context.js';

/** The accounts among `ids` whose company is verified now: one statement for a whole page of accounts. */
async function verifiedAmong(db: Db, ids: readonly number[]): Promise<boolean[]> {
  const rows = await db
    .select({ id: companyVerifications.team_id })
    .from(companyVerifications)
    .where(and(inArray(companyVerifications.team_id, [...ids]), isNotNull(companyVerifications.verified_at), isNull(companyVerifications.revoked_at)));
  const verified = new Set(rows.map((r) => r.id));
  return ids.map((id) => verified.has(id));
}

const KEY = Symbol('verified companies');

/**
 * The console's reading of whether an account's company is verified, per request. The accounts list reads it in its
 * own statement and primes this, so a page of rows costs nothing more; an account page asks it once.
 */
export const verifiedAccounts = (ctx: GraphQLContext) =>
  ctx.memo(KEY, () => new DataLoader<number, boolean>((ids) => verifiedAmong(ctx.deps.db, ids)));
