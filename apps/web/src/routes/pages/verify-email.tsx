import { pageMeta } from '../../lib/page-title';
export { VerifyEmailPage as default } from '../../features/agency/VerifyEmailPage';

export const meta = pageMeta('Verify your email address');
