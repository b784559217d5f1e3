import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { users, userTeams } from '../db/schema/index.js';
import type { Membership } from './viewer.js';

// Prepared once per database: every signed-in page asks for the viewer's teams.
const membershipQueries = new WeakMap<Db, ReturnType<typeof prepareMemberships>>();
function prepareMemberships(db: Db) {
  return db
    .select({
      m: userTeams,
      team: {
        id: users.id,
        type: users.type,
        first_name: users.first_name,
        last_name: users.last_name,
        company: users.company,
        agency_name: users.agency_name,
        avatar: users.avatar,
      },
    })
    .from(userTeams)
    .innerJoin(users, eq(users.id, userTeams.team_id))
    .where(sql`${userTeams.user_id} = any(${sql.placeholder('ids')}::int[])`)
    .orderBy(userTeams.id)
    .prepare('memberships_of_users');
}

/** Memberships of many users at once (batched by the request's loader), with their team accounts. */
export async function membershipsOfUsers(db: Db, userIds: readonly number[]): Promise<Membership[]> {
  if (userIds.length === 0) return [];
  let query = membershipQueries.get(db);
  if (!query) membershipQueries.set(db, (query = prepareMemberships(db)));
  const rows = await query.execute({ ids: [...userIds] });
  return rows.map(({ m, team }) => ({ ...m, role: m.role as Membership['role'], team }));
}

