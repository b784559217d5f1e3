import { FREELANCER_PROFILE_MSG as M } from '@mp/domain';
import { pageMeta } from '../../lib/page-title';
export { ManageCvPage as default } from '../../features/freelancer/profile/ManageProfilePage';

export const meta = pageMeta(M.pageTitle);
