import type { PolicySubject } from '@mp/domain';
import { users, type UserRow } from '../db/schema/index.js';

/**
 * The columns of the viewer's own row that every request carries: who they are and what the policies read. A caller
 * that needs more (the profile, the password hash) reads it by id.
 */
export const VIEWER_COLUMNS = {
  id: users.id,
  type: users.type,
  status: users.status,
  email: users.email,
  avatar: users.avatar,
  country: users.country,
} as const;

export type ViewerUser = Pick<UserRow, keyof typeof VIEWER_COLUMNS>;

/**
 * Who is asking: computed once per request from the bearer token, below every module, so that the
 * GraphQL layer and the modules read the same answer without importing each other.
 */
export interface Viewer {
  user: ViewerUser;
  tokenId: number;
  /** The administrator who opened this session as the user (impersonation), else null. */
  impersonatorId: number | null;
  /** The user's team memberships, read in the same query (almost every signed-in request needs them). */
  memberships: Membership[];
}

/** A membership of a user in a team (a company or agency account), with the team's public card. */
export interface Membership {
  id: number;
  user_id: number;
  team_id: number;
  role: 'admin' | 'member';
  active: boolean;
  can_post_jobs: boolean;
  team: Pick<UserRow, 'id' | 'type' | 'first_name' | 'last_name' | 'company' | 'agency_name' | 'avatar'>;
}

/** The membership a user acts under: the active one, else the first. */
export function activeMembership(memberships: Membership[]): Membership | undefined {
  return memberships.find((m) => m.active) ?? memberships[0];
}

/** The viewer in the shape the shared rules of @mp/domain read (the web builds the same shape from `me`). */
export function policySubject(viewer: Viewer): PolicySubject {
  const membership = activeMembership(viewer.memberships);
  return {
    type: viewer.user.type,
    status: viewer.user.status,
    teamType: membership?.team.type ?? null,
    teamUser: membership ? { role: membership.role, can_post_jobs: membership.can_post_jobs } : null,
  };
}

/** The id of the team the viewer acts for (their active membership's team), if any. */
export function activeTeamId(viewer: Viewer): number | undefined {
  return activeMembership(viewer.memberships)?.team_id;
}
