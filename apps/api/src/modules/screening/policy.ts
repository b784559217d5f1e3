import { activeTeamId, type Viewer } from '../../viewer/viewer.js';
import type { Db, Tx } from '../../db/client.js';
import { AppError } from '../../errors.js';
import { findAccessibleOpportunity, type PostAccess } from '../opportunities/policy.js';

/**
 * canSetScreening: who may set a post's questions is who may edit the post (on top of the company and canPostJobs
 * scopes): its team's admins, and a member for the posts assigned to them; another team's post is NOT_FOUND, an
 * unassigned member's FORBIDDEN (opportunities/policy.ts). An administrator acting as the user looks, never sets:
 * questions decide who is declined. Pass `tx` with `lock` to hold the post for the change (applying share-locks it,
 * so an application answers one version or the next, never a mix).
 */
export async function findScreenablePost(db: Db | Tx, viewer: Viewer, id: number, opts: { lock?: boolean } = {}): Promise<PostAccess> {
  if (viewer.impersonatorId !== null) throw AppError.forbidden();
  return findAccessibleOpportunity(db, viewer, id, opts);
}

/**
 * canReadScreening: a post's questions with what meets them (and its applications' answers) are its team's. The
 * objects that carry them are only handed out by operations that check the post (policy.ts of opportunities,
 * applications and pipeline); this says it again on each field, as the post's other team-only fields do.
 */
export const isPostTeam = (viewer: Viewer | null, post: { team_id: number }) => Boolean(viewer && activeTeamId(viewer) === post.team_id);
