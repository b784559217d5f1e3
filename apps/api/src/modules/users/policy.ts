import type { Db } from '../../db/client.js';

/**
 * hasAppliedToTeam: for each person, whether they applied to a post of one of these (company) teams,
 * which makes the viewer in those teams an "employer of an applicant" (visibility.ts, decision 0017).
 * Batched: one call per request's batch of people, so one query once it reads a table.
 *
 * For now always false: there are no applications yet. Issue 9 (posting and applying) backs it with the
 * applications table (an applicant of any post whose team is in teamIds).
 */
export async function hasAppliedToTeam(
  _db: Db,
  personIds: readonly number[],
  _teamIds: readonly number[],
): Promise<boolean[]> {
  return personIds.map(() => false);
}
