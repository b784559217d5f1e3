import { pageMeta } from '../../lib/page-title';
export { GoogleReturnPage as default } from '../../features/auth/GoogleReturnPage';

export const meta = pageMeta('Signing up with Google');
