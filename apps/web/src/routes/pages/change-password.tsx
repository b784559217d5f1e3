import { pageTitle } from '../../lib/page-title';
export { ChangePasswordPage as default } from '../../features/account/ChangePasswordPage';

export const handle = pageTitle('Change password');
