import { pageMeta } from '../../lib/page-title';
export { MarketingLoginPage as default } from '../../features/auth/MarketingLoginPage';

export const meta = pageMeta('Logging in');
