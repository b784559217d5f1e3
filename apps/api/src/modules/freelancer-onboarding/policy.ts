import { isFreelancer } from '@mp/domain';
import type { Viewer } from '../../viewer/viewer.js';

/**
 * The freelancer's onboarding and personal information (decision 0033): each form writes the signed-in
 * user's own record, and only a freelancer has these forms. Anyone else (a company, an agency, a guest, an
 * administrator) is FORBIDDEN; there is no argument naming another user, so no one edits someone else's.
 */
export function canEditOwnFreelancerRecord(viewer: Viewer): boolean {
  return isFreelancer(viewer.user);
}
