import { ADMIN_UPLOAD_PURPOSES, AGENCY_UPLOAD_PURPOSES, actsAsAgency, isFreelancer, type UploadPurpose } from '@mp/domain';
import { holdsConsole, policySubject, type Viewer } from '../../viewer/viewer.js';

/**
 * Content images (articles, deals, landing pages) are the administrator's; a freelancer's photo (8 MB,
 * decision 0033) the freelancer's; a case study's thumbnail and media the agency group's (decision 0051);
 * the rest any signed-in user's.
 */
export function canUpload(viewer: Viewer, purpose: UploadPurpose): boolean {
  if (purpose === 'photo') return isFreelancer(viewer.user);
  if (AGENCY_UPLOAD_PURPOSES.includes(purpose)) return actsAsAgency(policySubject(viewer));
  return !ADMIN_UPLOAD_PURPOSES.includes(purpose) || holdsConsole(viewer);
}
