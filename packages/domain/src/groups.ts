import type { UserType } from './enums.js';

/** Canonical route groups; every alias maps to one of these. */
export const GROUPS = ['company', 'freelancer', 'agency'] as const;
export type Group = (typeof GROUPS)[number];

/** Every URL prefix the spec allows, with the canonical group it mounts. */
export const GROUP_ALIASES: Record<string, Group> = {
  company: 'company',
  employer: 'company',
  freelancer: 'freelancer',
  candidate: 'freelancer',
  consultant: 'freelancer',
  agency: 'agency',
};

export function groupOfPrefix(prefix: string | undefined): Group | undefined {
  return prefix ? GROUP_ALIASES[prefix.toLowerCase()] : undefined;
}

/** The account type a group registers. */
export const TYPE_OF_GROUP: Record<Group, 'COMPANY' | 'FREELANCER' | 'AGENCY'> = {
  company: 'COMPANY',
  freelancer: 'FREELANCER',
  agency: 'AGENCY',
};

/**
 * The group a signed-in user belongs to. Guests act under their team's type;
 * administrators have their own console and no group.
 */
export function groupOfUser(user: { type: UserType; teamType?: UserType | null }): Group | undefined {
  const type = user.type === 'GUEST' ? user.teamType : user.type;
  switch (type) {
    case 'COMPANY':
      return 'company';
    case 'AGENCY':
      return 'agency';
    case 'FREELANCER':
      return 'freelancer';
    default:
      return undefined;
  }
}

/** Visual theme per group (spec: agency, consultant, company). */
export const THEME_OF_GROUP: Record<Group, 'agency' | 'consultant' | 'company'> = {
  company: 'company',
  freelancer: 'consultant',
  agency: 'agency',
};
