import type { UserStatus, UserType } from './enums.js';

/**
 * Who is asking, as both the API (from the token lookup) and the web (from `me`) know it:
 * the account's own type and status, and the active team membership when there is one.
 */
export interface PolicySubject {
  type: UserType;
  status: UserStatus | string;
  /** The active team's type (a guest acts under it). */
  teamType?: UserType | string | null;
  /** The active membership: role in that team and whether it may post. */
  teamUser?: { role: string; can_post_jobs: boolean } | null;
}

/** The type a user acts under: a guest takes the active team's type. */
export function actingType(s: Pick<PolicySubject, 'type' | 'teamType'>): UserType | undefined {
  if (s.type !== 'GUEST') return s.type;
  return (s.teamType as UserType | null | undefined) ?? undefined;
}

export const isPlatformAdmin = (s: Pick<PolicySubject, 'type'>) => s.type === 'ADMIN';
export const isActive = (s: Pick<PolicySubject, 'status'>) => s.status === 'ACTIVE';
/** A company, or a guest acting in a company team. */
export const actsAsCompany = (s: Pick<PolicySubject, 'type' | 'teamType'>) => actingType(s) === 'COMPANY';
/** An agency, or a guest acting in an agency team. */
export const actsAsAgency = (s: Pick<PolicySubject, 'type' | 'teamType'>) => actingType(s) === 'AGENCY';
export const isFreelancer = (s: Pick<PolicySubject, 'type'>) => s.type === 'FREELANCER';
export const isGuest = (s: Pick<PolicySubject, 'type'>) => s.type === 'GUEST';

/** Team role admin on the active membership (spec 000 section 6). */
export const isTeamAdmin = (s: Pick<PolicySubject, 'teamUser'>) => s.teamUser?.role === 'admin';
export const isTeamMember = (s: Pick<PolicySubject, 'teamUser'>) => s.teamUser?.role === 'member';

/** Posting needs an ACTIVE user whose active membership has can_post_jobs (spec 000 section 6). */
export const canPostJobs = (s: Pick<PolicySubject, 'status' | 'teamUser'>) => isActive(s) && s.teamUser?.can_post_jobs === true;

/**
 * The employer's posts (decision 0022). Posting, editing, closing and restoring need a company side
 * (COMPANY, or a GUEST acting in a company team) and canPostJobs; without it a row reads View, not Edit.
 */
export const canManagePosts = (s: Pick<PolicySubject, 'type' | 'teamType' | 'status' | 'teamUser'>) =>
  actsAsCompany(s) && canPostJobs(s);

/** A team admin sees every post of the team; a member only the posts assigned to them (isAssignedPost). */
export const seesAllTeamPosts = (s: Pick<PolicySubject, 'teamUser'>) => isTeamAdmin(s);

/**
 * A member's post: created for them (created_by), or for a member they are associated with
 * (the team's user associations: "which other members' posts this member manages", document 2).
 */
export function isAssignedPost(post: { created_by: number | null }, viewerId: number, associateIds: readonly number[]): boolean {
  return post.created_by !== null && (post.created_by === viewerId || associateIds.includes(post.created_by));
}

/**
 * Managing a team (its people, roles, posting rights, associations and invitations: manage-team and invitations) is
 * its admins': the account owner or a guest whose active membership is role admin, in a company or an agency team
 * alike. Members, freelancers and the platform administrator (no team) may not. The
 * account's status is not read: a company awaiting approval may already gather its team.
 */
export const canManageTeam = (s: Pick<PolicySubject, 'type' | 'teamType' | 'teamUser'>) =>
  isTeamAdmin(s) && (actsAsCompany(s) || actsAsAgency(s));

/** 'Buy More Job Posts' and manage-credits are a team admin's: a member sees no link. */
export const canBuyJobPosts = (s: Pick<PolicySubject, 'type' | 'teamType' | 'teamUser'>) => actsAsCompany(s) && isTeamAdmin(s);

/** The scopes an operation may name; computed once per request from the subject. */
export const SCOPES = [
  'public',
  'signedIn',
  'admin',
  'active',
  'company',
  'freelancer',
  'agency',
  'teamAdmin',
  'canPostJobs',
] as const;
export type Scope = (typeof SCOPES)[number];

export function scopesOf(s: PolicySubject | null): Record<Scope, boolean> {
  return {
    public: true,
    signedIn: s !== null,
    admin: s !== null && isPlatformAdmin(s),
    active: s !== null && isActive(s),
    company: s !== null && actsAsCompany(s),
    freelancer: s !== null && isFreelancer(s),
    agency: s !== null && actsAsAgency(s),
    teamAdmin: s !== null && isTeamAdmin(s),
    canPostJobs: s !== null && canPostJobs(s),
  };
}

/**
 * Team pages a member (role member) may not open: they go to /{group}/404 (spec 000 section 6).
 * The company's profile edit is admin-only too (document 2). `subscription` is missing from the spec's list but
 * is a payment page like the others.
 */
export const TEAM_ADMIN_PAGES = [
  'manage-payment-info',
  'manage-credits',
  'subscription',
  'manage-team',
  'invitations',
  'billing-history',
] as const;
export type TeamAdminPage = (typeof TEAM_ADMIN_PAGES)[number];
