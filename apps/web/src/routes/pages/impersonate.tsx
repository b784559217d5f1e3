import { pageTitle } from '../../lib/page-title';
export { ImpersonatePage as default } from '../../features/impersonation/ImpersonatePage';

export const handle = pageTitle('Signing in as a user');
