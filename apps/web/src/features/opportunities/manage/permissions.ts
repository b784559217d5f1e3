import { canManagePosts, canPostJobs } from '@mp/domain';
import type { SessionUser } from '../../../app/session/documents';
import { useSessionUser } from '../../../app/session/useSession';

export interface PostPermissions {
  /** Post New Job Opportunity / Agency Project: ACTIVE with can_post_jobs. */
  post: boolean;
  /** Edit, Close and Restore (else rows read View): the company side with canPostJobs. */
  manage: boolean;
}

/** What a signed-in user may do with the team's posts (the shared rules in @mp/domain policy.ts). */
export function postPermissions(user: SessionUser | null): PostPermissions {
  if (!user) return { post: false, manage: false };
  const subject = { type: user.type, teamType: user.teamType, status: user.status ?? 'INACTIVE', teamUser: user.teamUser };
  return { post: canPostJobs(subject), manage: canManagePosts(subject) };
}

export const usePostPermissions = (): PostPermissions => postPermissions(useSessionUser());
