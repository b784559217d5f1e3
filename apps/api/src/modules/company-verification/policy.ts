import { AppError } from '../../errors.js';
import { activeMembership, type Viewer } from '../../viewer/viewer.js';

/** Verified companies (decision 0066): who may ask for the link, and whose status one reads. */

/**
 * canVerifyCompany: an admin of the active company team, in person. A member, another kind of team, and an
 * administrator acting as the person are FORBIDDEN (the link proves a mailbox; the console does not act for a company).
 * Answers the team's id.
 */
export function assertMayVerifyCompany(viewer: Viewer | null): number {
  if (!viewer) throw AppError.unauthenticated();
  const membership = activeMembership(viewer.memberships);
  if (!membership || membership.team.type !== 'COMPANY' || membership.role !== 'admin' || viewer.impersonatorId !== null) throw AppError.forbidden();
  return membership.team_id;
}

/** canReadCompanyVerification: anyone of the active company team reads its status. */
export function companyTeamOf(viewer: Viewer | null): number {
  if (!viewer) throw AppError.unauthenticated();
  const membership = activeMembership(viewer.memberships);
  if (!membership || membership.team.type !== 'COMPANY') throw AppError.forbidden();
  return membership.team_id;
}
