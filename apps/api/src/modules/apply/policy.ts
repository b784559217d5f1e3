import { actingType, APPLY_MSG, SEEKER_TARGET, type OpportunityTarget } from '@mp/domain';
import { AppError } from '../../errors.js';
import { activeMembership, policySubject, type Viewer } from '../../viewer/viewer.js';

/**
 * Who reads a post as a seeker and applies (decision 0038), on top of the scopes (freelancer or agency side):
 * a freelancer reads and applies to jobs, an agency (its owner or a guest of its team) to projects; the other
 * target, an unpublished post or one of a company that is not active is NOT_FOUND, as if it did not exist.
 */

export const seekerNotFound = () => new AppError('NOT_FOUND', APPLY_MSG.notFound);

export interface Seeker {
  target: OpportunityTarget;
  /** The agency team an agency applies as; null for a freelancer. */
  agencyId: number | null;
}

/** The viewer as a seeker: what they look for, and for whom they apply. */
export function seekerOf(viewer: Viewer): Seeker {
  const type = actingType(policySubject(viewer));
  if (type === 'FREELANCER') return { target: SEEKER_TARGET.freelancer, agencyId: null };
  const membership = activeMembership(viewer.memberships);
  if (type === 'AGENCY' && membership?.team.type === 'AGENCY') return { target: SEEKER_TARGET.agency, agencyId: membership.team_id };
  throw AppError.forbidden();
}
