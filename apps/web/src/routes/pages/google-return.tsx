import { pageTitle } from '../../lib/page-title';
export { GoogleReturnPage as default } from '../../features/auth/GoogleReturnPage';

export const handle = pageTitle('Signing up with Google');
