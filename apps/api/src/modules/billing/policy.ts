import { canBuyJobPosts as buysForTeam } from '@mp/domain';
import { AppError } from '../../errors.js';
import { activeTeamId, policySubject, type Viewer } from '../../viewer/viewer.js';

/**
 * Buying job posts (quotes, promo checks, later the purchase) is a COMPANY team admin's: the owner of a company
 * account, or a guest whose active membership is role admin in a company team (decision 0044).
 * Members, freelancers, agencies and the platform administrator acting as themselves may not.
 *
 * The account's status is not read: an INACTIVE company (awaiting approval) may see a quote, and the screen shows
 * it a notice; charging it is refused by the purchase, not here.
 */
export function canBuyJobPosts(viewer: Viewer | null): viewer is Viewer {
  return viewer !== null && buysForTeam(policySubject(viewer));
}

/**
 * The team the viewer buys for: their active membership's team, never one a client names. Refuses a visitor
 * (UNAUTHENTICATED) and anyone else who may not buy (FORBIDDEN), for callers that do not come through GraphQL.
 */
export function buyerTeamId(viewer: Viewer | null): number {
  if (!viewer) throw AppError.unauthenticated();
  const teamId = canBuyJobPosts(viewer) ? activeTeamId(viewer) : undefined;
  if (teamId === undefined) throw AppError.forbidden();
  return teamId;
}
