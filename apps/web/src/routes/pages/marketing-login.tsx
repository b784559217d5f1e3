import { pageTitle } from '../../lib/page-title';
export { MarketingLoginPage as default } from '../../features/auth/MarketingLoginPage';

export const handle = pageTitle('Logging in');
