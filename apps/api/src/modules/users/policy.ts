import { and, eq, inArray, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { applications, opportunities, teamUserAssociations } from '../../db/schema/index.js';

/** The viewer's place in one company team: their user id, the team and their role in it. */
export interface TeamSeat {
  user_id: number;
  team_id: number;
  role: 'admin' | 'member';
}

/**
 * hasAppliedToTeam: for each person, whether they applied to a post the viewer may see in one of these
 * (company) teams, which makes the viewer an "employer of an applicant" (visibility.ts, decisions 0017 and
 * 0027): in a team where the viewer is an admin, any of the team's posts; where the viewer is a member, only
 * the posts assigned to them (created for them, or for a member they are associated with), as the dashboard
 * and the applicants page read it. Batched: one query per request's batch of people.
 */
export async function hasAppliedToTeam(db: Db, personIds: readonly number[], seats: readonly TeamSeat[]): Promise<boolean[]> {
  if (personIds.length === 0 || seats.length === 0) return personIds.map(() => false);
  const adminTeams = seats.filter((s) => s.role === 'admin').map((s) => s.team_id);
  const memberSeats = seats.filter((s) => s.role !== 'admin');
  const assigned = (s: TeamSeat): SQL =>
    and(
      eq(opportunities.team_id, s.team_id),
      or(
        eq(opportunities.created_by, s.user_id),
        inArray(
          opportunities.created_by,
          db
            .select({ id: teamUserAssociations.associate_id })
            .from(teamUserAssociations)
            .where(and(eq(teamUserAssociations.team_id, s.team_id), eq(teamUserAssociations.user_id, s.user_id))),
        ),
      ),
    )!;
  const visiblePost = or(...(adminTeams.length > 0 ? [inArray(opportunities.team_id, adminTeams)] : []), ...memberSeats.map(assigned));
  const rows = await db
    .selectDistinct({ user_id: applications.user_id })
    .from(applications)
    .innerJoin(opportunities, eq(opportunities.id, applications.opportunity_id))
    .where(and(inArray(applications.user_id, [...personIds]), visiblePost));
  const applied = new Set(rows.map((r) => r.user_id));
  return personIds.map((id) => applied.has(id));
}
