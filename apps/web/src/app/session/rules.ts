import { canPostJobs as canPostJobsOf, groupOfUser, type Group } from '@mp/domain';
import type { SessionUser } from './documents';

export type UserLike = Pick<SessionUser, 'type' | 'teamType'>;

/** The administrator console, for users of type ADMIN (they have no group). */
export const ADMIN_HOME = '/admin';

/** A guest whose last team membership was removed: 'You are no longer part of a team'. */
export const NO_TEAM_HOME = '/no-team';

export const dashboardPath = (group: string): string => `/${group}/dashboard`;
export const loginPath = (group: string): string => `/${group}/login`;
export const notFoundPath = (group: string): string => `/${group}/404`;

/** The group a user acts under (guests: their team's), or undefined for administrators. */
export function userGroup(user: UserLike): Group | undefined {
  return groupOfUser(user);
}

/**
 * Where a signed-in user belongs: their group's dashboard, the admin console, or, for a guest no team has any
 * more (no group to act under), the page that says so.
 */
export function homePath(user: UserLike): string {
  const group = userGroup(user);
  if (group) return dashboardPath(group);
  return user.type === 'GUEST' ? NO_TEAM_HOME : ADMIN_HOME;
}

/**
 * The permission rules (platform admin, guest, team admin or member, can post jobs, the scopes) are
 * written once in @mp/domain and used by the API's scopes too; re-exported here for the web's guards and menus.
 */
export {
  isPlatformAdmin as isAdminUser,
  isGuest,
  isTeamAdmin,
  isTeamMember,
  TEAM_ADMIN_PAGES,
} from '@mp/domain';

/**
 * Posting rights (the shared rule). `status` is a field with an audience (decision 0017), so its type is
 * nullable; the user's own record always carries it, and a missing one counts as not ACTIVE.
 */
export const canPostJobs = (user: Pick<SessionUser, 'status' | 'teamUser'>): boolean =>
  canPostJobsOf({ status: user.status ?? 'INACTIVE', teamUser: user.teamUser });
