import { FREELANCER_PROFILE_MSG as M } from '@mp/domain';
import { pageTitle } from '../../lib/page-title';
export { ManageCvPage as default } from '../../features/freelancer/profile/ManageProfilePage';

export const handle = pageTitle(M.pageTitle);
