import { getTableName, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { companyVerifications } from '../../db/schema/index.js';

/**
 * Whether a team is verified now (decision 0066), as a reader's column: the badge on posts and the company page. Only
 * the db below this file, so every reader may import it; one probe of the standing verification's partial index.
 */
export const isVerifiedTeam = (teamId: AnyPgColumn): SQL<boolean> =>
  sql<boolean>`exists (select 1 from ${companyVerifications} cv where cv.team_id = ${qualified(teamId)} and cv.verified_at is not null and cv.revoked_at is null)`;

/** The column with its table's name: drizzle writes a one-table query's columns bare, which inside the subquery would name its own. */
const qualified = (c: AnyPgColumn) => sql`${sql.identifier(getTableName(c.table))}.${sql.identifier(c.name)}`;
