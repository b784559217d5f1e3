import { pageTitle } from '../../lib/page-title';
export { ForgotPasswordPage as default } from '../../features/auth/ForgotPasswordPage';

export const handle = pageTitle('Forgot password');
