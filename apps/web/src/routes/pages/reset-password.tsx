import { pageMeta } from '../../lib/page-title';
export { ResetPasswordPage as default } from '../../features/auth/ResetPasswordPage';

export const meta = pageMeta('Set a new password');
