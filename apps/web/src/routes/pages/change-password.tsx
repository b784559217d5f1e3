import { pageMeta } from '../../lib/page-title';
export { ChangePasswordPage as default } from '../../features/account/ChangePasswordPage';

export const meta = pageMeta('Change password');
