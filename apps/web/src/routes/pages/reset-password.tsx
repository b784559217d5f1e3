import { pageTitle } from '../../lib/page-title';
export { ResetPasswordPage as default } from '../../features/auth/ResetPasswordPage';

export const handle = pageTitle('Set a new password');
