import type { Membership, Viewer } from '../../viewer/viewer.js';

/**
 * canViewUser: a user may read their own record, an administrator any record, and a team member
 * the records of people in the same team. Public profiles come with the area issues.
 */
export function canViewUser(
  viewer: Viewer,
  targetId: number,
  viewerTeams: Membership[],
  targetTeams: Membership[],
): boolean {
  if (viewer.user.id === targetId || viewer.user.type === 'ADMIN') return true;
  const mine = new Set(viewerTeams.map((m) => m.team_id));
  return mine.has(targetId) || targetTeams.some((m) => mine.has(m.team_id));
}
