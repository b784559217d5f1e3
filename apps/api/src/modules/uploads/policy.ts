import { ADMIN_UPLOAD_PURPOSES, isPlatformAdmin, type UploadPurpose } from '@mp/domain';
import type { Viewer } from '../../viewer/viewer.js';

/** Content images (articles, deals, landing pages) are the administrator's; the rest any signed-in user's. */
export function canUpload(viewer: Viewer, purpose: UploadPurpose): boolean {
  return !ADMIN_UPLOAD_PURPOSES.includes(purpose) || isPlatformAdmin(viewer.user);
}
