import { pageMeta } from '../../lib/page-title';
export { LoginPage as default } from '../../features/auth/LoginPage';

export const meta = pageMeta('Log in');
