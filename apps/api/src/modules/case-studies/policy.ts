import { actsAsAgency, actsAsCompany, isActive } from '@mp/domain';
import type { UserRow } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import { activeMembership, policySubject, type Viewer } from '../../viewer/viewer.js';
import { isListedAgency } from '../users/visibility.js';
import { CASE_STUDY_MSG } from '@mp/domain';

/**
 * Who may do what with case studies (decision 0051). A case study belongs to its agency team: every
 * person of the team (owner, guest admin, guest member) writes it. Others read it when they are the company side
 * (ACTIVE) or the agency group, and only for a listed agency; everyone else, and any other team's id for a
 * change, gets NOT_FOUND, so an id says nothing about what exists.
 */

/** The agency team the viewer acts for (their active membership's, when an agency), else null. */
export function ownAgencyId(viewer: Viewer | null): number | null {
  if (!viewer) return null;
  const membership = activeMembership(viewer.memberships);
  if (!membership || membership.team.type !== 'AGENCY' || !actsAsAgency(policySubject(viewer))) return null;
  return membership.team_id;
}

/** canReadAgencyWork: the company side (ACTIVE) and the agency group read listed agencies' case studies. */
export function canReadAgencyWork(viewer: Viewer | null): boolean {
  if (!viewer) return false;
  const s = policySubject(viewer);
  return (actsAsCompany(s) && isActive(s)) || actsAsAgency(s);
}

/** What listing reads of an agency: the marketplace's rule (decisions 0017, 0050). */
export type AgencyFacts = Pick<UserRow, 'id' | 'type' | 'status' | 'privacy' | 'email_verified_at' | 'deleted_at'>;


/** canSeeAgency: its own team always; readers only when it is listed. */
export function canSeeAgency(viewer: Viewer | null, agency: AgencyFacts): boolean {
  if (agency.type !== 'AGENCY' || agency.deleted_at !== null) return false;
  if (ownAgencyId(viewer) === agency.id) return true;
  return canReadAgencyWork(viewer) && isListedAgency(agency);
}

/** canEditCaseStudy: the case study's own agency team, any of its people. */
export const canEditCaseStudy = (viewer: Viewer | null, caseStudy: { agency_id: number }) => ownAgencyId(viewer) === caseStudy.agency_id;

/** The viewer's agency team, or UNAUTHENTICATED / FORBIDDEN for anyone outside the agency group. */
export function requireOwnAgency(viewer: Viewer | null): number {
  if (!viewer) throw AppError.unauthenticated();
  const id = ownAgencyId(viewer);
  if (id === null) throw AppError.forbidden();
  return id;
}

export const caseStudyNotFound = () => new AppError('NOT_FOUND', CASE_STUDY_MSG.notFound);
export const agencyNotFound = () => new AppError('NOT_FOUND', CASE_STUDY_MSG.agencyNotFound);
