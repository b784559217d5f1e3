import { pageMeta } from '../../lib/page-title';
export { ImpersonatePage as default } from '../../features/impersonation/ImpersonatePage';

export const meta = pageMeta('Signing in as a user');
