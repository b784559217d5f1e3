import { pageTitle } from '../../lib/page-title';
export { LogoutPage as default } from '../../features/auth/LogoutPage';

export const handle = pageTitle('Logging out');
