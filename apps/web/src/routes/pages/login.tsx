import { pageTitle } from '../../lib/page-title';
export { LoginPage as default } from '../../features/auth/LoginPage';

export const handle = pageTitle('Log in');
