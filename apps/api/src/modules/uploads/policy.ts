import { ADMIN_UPLOAD_PURPOSES, isFreelancer, isPlatformAdmin, type UploadPurpose } from '@mp/domain';
import type { Viewer } from '../../viewer/viewer.js';

/**
 * Content images (articles, deals, landing pages) are the administrator's; a freelancer's photo (8 MB,
 * decision 0033) the freelancer's; the rest any signed-in user's.
 */
export function canUpload(viewer: Viewer, purpose: UploadPurpose): boolean {
  if (purpose === 'photo') return isFreelancer(viewer.user);
  return !ADMIN_UPLOAD_PURPOSES.includes(purpose) || isPlatformAdmin(viewer.user);
}
