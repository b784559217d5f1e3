import { pageMeta } from '../../lib/page-title';
export { ForgotPasswordPage as default } from '../../features/auth/ForgotPasswordPage';

export const meta = pageMeta('Forgot password');
