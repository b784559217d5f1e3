import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { applications, opportunities } from '../../db/schema/index.js';

/**
 * hasAppliedToTeam: for each person, whether they applied to a post of one of these (company) teams,
 * which makes the viewer in those teams an "employer of an applicant" (visibility.ts, decision 0017).
 * Batched: one query per request's batch of people (applications_user_created_idx).
 */
export async function hasAppliedToTeam(db: Db, personIds: readonly number[], teamIds: readonly number[]): Promise<boolean[]> {
  if (personIds.length === 0 || teamIds.length === 0) return personIds.map(() => false);
  const rows = await db
    .selectDistinct({ user_id: applications.user_id })
    .from(applications)
    .innerJoin(opportunities, eq(opportunities.id, applications.opportunity_id))
    .where(and(inArray(applications.user_id, [...personIds]), inArray(opportunities.team_id, [...teamIds])));
  const applied = new Set(rows.map((r) => r.user_id));
  return personIds.map((id) => applied.has(id));
}
