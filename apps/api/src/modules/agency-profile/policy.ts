import { AGENCY_MSG } from '@mp/domain';
import { AppError } from '../../errors.js';
import { activeMembership, type Viewer } from '../../viewer/viewer.js';

/**
 * Who edits an agency's profile and account (decision 0050): the admins of the viewer's active agency
 * team — its owner, or a guest whose membership there is role admin. The team is always the active membership's,
 * never one a client names, so another agency's account cannot be reached at all.
 */

/** canEditAgencyProfile: the viewer's active membership is an admin seat of an AGENCY team. */
export function canEditAgencyProfile(viewer: Viewer | null): boolean {
  const membership = viewer ? activeMembership(viewer.memberships) : undefined;
  return membership?.role === 'admin' && membership.team.type === 'AGENCY';
}

/** The agency team account the viewer edits: UNAUTHENTICATED for a visitor, FORBIDDEN for anyone not its admin. */
export function editableAgencyId(viewer: Viewer | null): number {
  if (!viewer) throw AppError.unauthenticated();
  if (!canEditAgencyProfile(viewer)) throw new AppError('FORBIDDEN', AGENCY_MSG.notAgencyAdmin);
  return activeMembership(viewer.memberships)!.team_id;
}

/** Whether the account still owes its onboarding: an agency owner whose profile has no bio (the dashboard's rule). */
export function needsOnboarding(account: { type: string; bio: string | null }): boolean {
  return account.type === 'AGENCY' && !account.bio;
}
