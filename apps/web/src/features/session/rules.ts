import { groupOfUser, type Group } from '@mp/domain';
import type { SessionUser } from './documents';

type UserLike = Pick<SessionUser, 'type' | 'teamType'>;
type MemberLike = Pick<SessionUser, 'status' | 'teamUser'>;

/** The administrator console, for users of type ADMIN (they have no group). */
export const ADMIN_HOME = '/admin';

export const dashboardPath = (group: string): string => `/${group}/dashboard`;
export const loginPath = (group: string): string => `/${group}/login`;
export const notFoundPath = (group: string): string => `/${group}/404`;

/** The group a user acts under (guests: their team's), or undefined for administrators. */
export function userGroup(user: UserLike): Group | undefined {
  return groupOfUser(user);
}

/** Where a signed-in user belongs: their group's dashboard, or the admin console. */
export function homePath(user: UserLike): string {
  const group = userGroup(user);
  return group ? dashboardPath(group) : ADMIN_HOME;
}

export function isAdminUser(user: UserLike): boolean {
  return user.type === 'ADMIN';
}

export function isGuest(user: UserLike): boolean {
  return user.type === 'GUEST';
}

/** Team role admin on the active membership. */
export function isTeamAdmin(user: MemberLike): boolean {
  return user.teamUser?.role === 'admin';
}

export function isTeamMember(user: MemberLike): boolean {
  return user.teamUser?.role === 'member';
}

/** Posting needs an ACTIVE user whose active membership has can_post_jobs (spec section 6). */
export function canPostJobs(user: MemberLike): boolean {
  return user.status === 'ACTIVE' && user.teamUser?.can_post_jobs === true;
}
