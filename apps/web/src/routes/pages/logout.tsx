import { pageMeta } from '../../lib/page-title';
export { LogoutPage as default } from '../../features/auth/LogoutPage';

export const meta = pageMeta('Logging out');
