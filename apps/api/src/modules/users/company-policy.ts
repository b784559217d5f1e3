import type { ProfileForm } from '@mp/domain';
import type { UserRow } from '../../db/schema/index.js';
import { activeMembership, type Viewer } from '../../viewer/viewer.js';

/**
 * The company profile's permissions (decision 0024), named and tested (company-profile.int.test.ts).
 */

/** The company forms write the company account itself: only its owner (type COMPANY) submits them to updateUser. */
export function canUseProfileForm(viewer: Viewer, form: ProfileForm): boolean {
  switch (form) {
    case 'COMPANY_ONBOARDING':
    case 'COMPANY_PROFILE':
      return viewer.user.type === 'COMPANY';
  }
}

/**
 * updateTeam: an admin of the active membership edits that team's account, when it is a company
 * (a guest admin edits the team account). Any other team is not found.
 */
export function canEditTeamProfile(viewer: Viewer, teamId: number): boolean {
  const membership = activeMembership(viewer.memberships);
  return membership?.team_id === teamId && membership.role === 'admin' && membership.team.type === 'COMPANY';
}

/**
 * companyProfile(id): an approved company's public profile is for every signed-in user; the team's own
 * people also see it while it awaits approval. Anything else (not a company, unknown) is not found.
 */
export function canViewCompanyProfile(viewer: Viewer, company: Pick<UserRow, 'id' | 'type' | 'status'>): boolean {
  if (company.type !== 'COMPANY') return false;
  return company.status === 'ACTIVE' || viewer.memberships.some((m) => m.team_id === company.id);
}
