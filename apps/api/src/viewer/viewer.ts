import type { PolicySubject } from '@mp/domain';
import type { UserRow } from '../db/schema/index.js';

/**
 * Who is asking: computed once per request from the bearer token, below every module, so that the
 * GraphQL layer and the modules read the same answer without importing each other.
 */
export interface Viewer {
  user: UserRow;
  tokenId: number;
  /** The administrator who opened this session as the user (impersonation), else null. */
  impersonatorId: number | null;
  /**
   * When this session last proved a second factor (sign-in's second step or a step-up), else null (decision 0064).
   * Unset on a viewer made without a session (a signed link's reader): no factor proved.
   */
  factorAt?: Date | null;
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

/**
 * The console is an administrator's with a second factor proved on this session (decision 0064): the password
 * alone never opens it. Every admin scope and admin-only check reads this.
 */
export function holdsConsole(viewer: Viewer | null): boolean {
  return viewer !== null && viewer.user.type === 'ADMIN' && viewer.factorAt != null;
}
